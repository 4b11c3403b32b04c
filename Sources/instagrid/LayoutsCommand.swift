import ArgumentParser
import InstagridModel

struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List every layout: its id, how many photos it takes, and its name."
    )

    func run() {
        for layout in Layout.all {
            print("\(layout.number)\t\(layout.visibleSlots.count)\t\(layout.name)")
        }
    }
}
