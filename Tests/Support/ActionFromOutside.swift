import InstagridActions

extension AppAction {
    /// Activates the action in the running app from outside, as a script does with
    /// `gapplication action`: `parameter` in GVariant's text form ("3", "'16:9'", "(0, 2)").
    /// Its exit status and what it printed.
    public func activate(_ parameter: String? = nil, environment: [String: String]) -> (status: Int32, output: String) {
        Shell.run(["gapplication", "action", "io.github.instagrid.Instagrid", rawValue] + (parameter.map { [$0] } ?? []),
                  environment: environment)
    }
}
