import ArgumentParser
import Foundation
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
            FileHandle.standardError.write(Data("instagrid: cannot find the app's resources (icons, style sheet); set INSTAGRID_RESOURCES\n".utf8))
            throw ExitCode.failure
        }
        let status = InstagridApplication(resources: resources).run()
        if status != 0 { throw ExitCode(status) }
    }
}
