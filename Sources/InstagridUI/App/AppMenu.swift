import GtkKit
import InstagridActions
import InstagridModel
import InstagridResources

/// The small menu in the window's corner, the About window and the
/// keyboard-shortcuts window.
enum AppMenu {
    /// `recent`: the documents opened or saved lately; `edit`: the Undo and Redo entries,
    /// which the window relabels as the history changes.
    static func model(recent: Menu, edit: Menu) -> Menu {
        let menu = Menu()
        let main = Menu()
        main.append(tr("_Share…"), .share)
        menu.appendSection(main)
        let file = Menu()
        file.append(tr("_New Collage"), .new)
        file.append(tr("_Open…"), .open)
        file.appendSubmenu(tr("Open Re_cent"), recent)
        file.append(tr("Sa_ve"), .save)
        file.append(tr("Save _As…"), .saveAs)
        file.append(tr("_Print…"), .print)
        menu.appendSection(file)
        menu.appendSection(edit)
        menu.appendSection(pictureMenu())
        let help = Menu()
        help.append(tr("Keyboard S_hortcuts"), .shortcuts)
        help.append(tr("A_bout Instagrid"), .about)
        help.append(tr("_Quit"), .quit)
        menu.appendSection(help)
        return menu
    }

    /// The collage's layout and words. The picture's look (shape, frame colour, spacing,
    /// corners, background) lives in the looks popover, as in GNOME's own apps.
    private static func pictureMenu() -> Menu {
        let section = Menu()
        // A submenu per photo count: the 24 layouts under their headings in one list were
        // taller than a laptop's screen, and GTK does not scroll a menu.
        let layouts = Menu()
        for (count, members) in Layout.byPhotoCount {
            let group = Menu()
            for layout in members { group.append(tr(layout.name), .layout, target: Variant(Int32(layout.number!))) }
            // TRANSLATORS: the Layout submenu's entry for the layouts that take {count} photos (2 to 9);
            // the digit after "_" is its mnemonic.
            layouts.appendSubmenu(tr("_{count} photos", ["count": "\(count)"]), group)
        }
        section.appendSubmenu(tr("_Layout"), layouts)
        section.append(tr("Arrange to _Fit"), .arrangeToFit)
        section.append(tr("_Keep This Layout"), .keepLayout)
        section.append(tr("Cop_y Layout"), .copyLayout)
        section.append(tr("Past_e Layout"), .pasteLayout)
        section.append(tr("Add _Text"), .addText, target: Variant(""))
        return section
    }

    static func showAbout(over parent: Window) {
        AboutDialog.show(.init(
            name: "Instagrid", version: AppVersion.string,
            comments: tr("Combine 2 to 9 photos into one picture and pass it on."),
            website: "https://github.com/instagrid/instagrid-linux",
            copyright: "© 2026 The Instagrid developers", iconName: InstagridApplication.id,
            license: .gpl3OrLater), parent: parent)
    }

    static func showShortcuts(over parent: Window) {
        var xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <property name="title">\(escaped(tr("Keyboard Shortcuts")))</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        """
        for group in KeyTable.groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
            for row in group.rows {
                let keys = row.bindings.flatMap(\.keys).joined(separator: " ")
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escaped(row.title))</property>"
                xml += "<property name=\"accelerator\">\(escaped(keys))</property></object></child>"
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
