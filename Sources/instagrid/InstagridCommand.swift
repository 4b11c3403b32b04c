import ArgumentParser
import InstagridResources

@main
struct InstagridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instagrid",
        abstract: "Combine 2 to 9 photos into one picture.",
        version: AppVersion.string,
        subcommands: [OpenCommand.self, ExportCommand.self, LayoutsCommand.self, ArrangeCommand.self, ThumbnailCommand.self, KeysCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
