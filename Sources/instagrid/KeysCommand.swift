import ArgumentParser
import InstagridResources

/// The app's keys as the user guide's Keyboard section shows them, made from the one table of
/// shortcuts (scripts/keyboard-table writes them into docs/user-guide.md). Hidden: a tool for the
/// source tree, not for users.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print every key the window answers, as Markdown tables.",
        shouldDisplay: false
    )

    func run() {
        print(KeyTable.markdown, terminator: "")
    }
}
