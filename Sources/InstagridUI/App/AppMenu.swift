import GtkKit

/// The small menu in the window's corner, the About window and the
/// keyboard-shortcuts window.
enum AppMenu {
    static func model() -> Menu {
        let menu = Menu()
        let main = Menu()
        main.append(tr("_Share…"), action: "app.share")
        menu.appendSection(main)
        let help = Menu()
        help.append(tr("_Keyboard Shortcuts"), action: "app.shortcuts")
        help.append(tr("_About Instagrid"), action: "app.about")
        help.append(tr("_Quit"), action: "app.quit")
        menu.appendSection(help)
        return menu
    }

    static func showAbout(over parent: Window) {
        AboutDialog.show(.init(
            name: "Instagrid", version: AppVersion.string,
            comments: tr("Combine 3 or 4 photos into one square picture and pass it on."),
            website: "https://github.com/instagrid/instagrid-linux",
            copyright: "© 2026 The Instagrid developers", iconName: InstagridApplication.id,
            license: .gpl3OrLater), parent: parent)
    }

    static func showShortcuts(over parent: Window) {
        let groups: [(String, [(String, String)])] = [
            (tr("Grid"), [
                (tr("Layout 1, 2 or 3"), "1 2 3"),
                (tr("Move between slots and buttons"), "Tab"),
                (tr("Choose a photo for the focused slot"), "Return"),
                (tr("Share the picture"), "<Control>s"),
            ]),
            (tr("Share dialog"), [
                (tr("Copy to the clipboard"), "<Control>c"),
                (tr("Close"), "Escape"),
            ]),
            (tr("Application"), [
                (tr("Keyboard shortcuts"), "<Control>question"),
                (tr("Close the window"), "<Control>w"),
                (tr("Quit"), "<Control>q"),
            ]),
        ]
        var xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <property name="title">\(escaped(tr("Keyboard Shortcuts")))</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        """
        for (title, shortcuts) in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(title))</property>"
            for (label, accelerator) in shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escaped(label))</property>"
                xml += "<property name=\"accelerator\">\(escaped(accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        BuiltWindow.present(xml: xml, id: "shortcuts", parent: parent)
    }

    private static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
