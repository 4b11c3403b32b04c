import ArgumentParser
import InstagridUI

@main
struct InstagridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid",
        abstract: "Combine 3 or 4 photos into one square picture.",
        version: AppVersion.string,
        subcommands: [OpenCommand.self, ExportCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
