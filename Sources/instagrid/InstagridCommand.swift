import ArgumentParser
import Glibc
import InstagridRender
import InstagridUI

@main
struct InstagridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid",
        abstract: "Combine 3 or 4 photos into one square picture.",
        version: AppInfo.version,
        subcommands: [ExportCommand.self]
    )

    /// Without a subcommand: the window.
    func run() throws {
        MemoryPolicy.returnLargeBuffersToTheSystem()
        guard let resources = Resources.locate() else {
            fputs("instagrid: cannot find the app's resources (icons, style sheet); set INSTAGRID_RESOURCES\n", stderr)
            throw ExitCode.failure
        }
        let status = InstagridApplication(resources: resources).run()
        if status != 0 { throw ExitCode(status) }
    }
}
