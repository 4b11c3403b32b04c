import ArgumentParser
import InstagridModel

struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List every layout: its id, how many photos it takes, its written form and its name.",
        discussion: """
            A written form names any layout, for --layout and the session file: letters are the \
            photos (a is the first, i the ninth), | puts parts side by side, / stacks them (| binds \
            tighter, so a form reads as rows), parentheses nest, and a number before a part is its \
            weight against its siblings. a|b/c|d is four squares; 2a|(b/c/d) one photo twice as wide \
            as a column of three.
            """
    )

    func run() {
        for layout in Layout.all {
            print("\(layout.id)\t\(layout.visibleSlots.count)\t\(layout.form)\t\(layout.name)")
        }
    }
}
