import ArgumentParser

@main
struct InstagridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid",
        abstract: "Combine 3 or 4 photos into one square picture.",
        version: AppInfo.version,
        subcommands: [OpenCommand.self, ExportCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
