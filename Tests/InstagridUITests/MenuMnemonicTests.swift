import CGtk
import Foundation
import GtkKit
import InstagridModel
import InstagridResources
@testable import InstagridUI
import XCTest

/// No two entries a menu shows at once share a mnemonic, in English and in French, nor two
/// buttons of the looks popover: a letter pressed in an open menu does one thing (Paste
/// Layou_t and Add _Text both took T; the popover's _Blurred and Story _Bands both took B).
final class MenuMnemonicTests: XCTestCase {
    /// The menus the window shows, as a person opens them: the main menu with its Undo and Redo
    /// and a recent document, a slot's (filled, empty, missing), and the words'.
    @MainActor
    private static func menus() throws -> [(name: String, menu: Menu)] {
        let recent = Menu()
        recent.append("trip.instagrid", action: "app.open-document")
        var collage = try Collage(layout: Layout.numbered(1)!, filling: ["/a.jpg", "/b.jpg", "/c.jpg"].map { LocalPath($0) })
        try collage.addText("Grenoble", role: .title)
        var menus: [(String, Menu)] = [("main", AppMenu.model(recent: recent, edit: UndoMenuSection().menu))]
        for slot in collage.layout.visibleSlots {
            for missing in [false, true] {
                menus.append(("slot \(slot.rawValue)\(missing ? " missing" : "")", SlotMenu.model(for: slot, in: collage, missing: missing)))
            }
        }
        // An empty slot's menu chooses a photo and moves one here.
        var gap = try Collage(layout: Layout.numbered(3)!, filling: ["/a.jpg", "/b.jpg", "/c.jpg", "/d.jpg"].map { LocalPath($0) })
        gap.setPhoto(nil, in: gap.layout.visibleSlots[0])
        for slot in gap.layout.visibleSlots.prefix(2) {
            menus.append(("four squares, slot \(slot.rawValue)", SlotMenu.model(for: slot, in: gap, missing: false)))
        }
        menus.append(("words", TextMenu.model(for: try XCTUnwrap(collage.texts.first))))
        return menus
    }

    /// XCTest runs its tests on the main thread, where GTK's objects live.
    func testNoTwoEntriesOfAMenuShareAMnemonicInEnglishOrFrench() throws {
        try MainActor.assumeIsolated { try Self.checkMnemonics() }
    }

    @MainActor
    private static func checkMnemonics() throws {
        for language in ["C.UTF-8", "fr_FR.UTF-8"] {
            try speaking(language) {
                // The looks popover's buttons take Alt and the letter, as a dialog's do.
                var pages = [(name: "looks popover", page: LooksLabels.all)]
                for (name, menu) in try menus() {
                    pages += Self.pages(of: menu.pointer.assumingMemoryBound(to: GMenuModel.self)).map { ("\(name) menu", $0) }
                }
                for (name, page) in pages {
                    let letters = page.compactMap(Self.mnemonic)
                    let repeated = Dictionary(grouping: letters, by: { $0 }).filter { $0.value.count > 1 }.keys
                    XCTAssertTrue(repeated.isEmpty, "\(language), \(name): \(repeated.sorted()) taken twice among \(page)")
                }
            }
        }
    }

    /// Runs `body` with the UI's words in `language` (the catalogues po/compile made).
    private static func speaking(_ language: String, _ body: () throws -> Void) throws {
        let catalogues = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/locale").standardized.path
        if language != "C.UTF-8" {
            let french = FileManager.default.fileExists(atPath: catalogues + "/fr/LC_MESSAGES/instagrid.mo") && setlocale(LC_ALL, language) != nil
            if !french {
                if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("no French catalogue or fr_FR.UTF-8 locale (po/compile, scripts/deps --test)") }
                return
            }
        }
        setenv("LC_ALL", language, 1)
        defer {
            setenv("LC_ALL", "C.UTF-8", 1)
            Localization.setUp(catalogues: catalogues)
        }
        Localization.setUp(catalogues: catalogues)
        try body()
    }

    /// The entries' labels of each list the menu shows at once: its own with its sections',
    /// then each submenu's.
    private static func pages(of model: UnsafeMutablePointer<GMenuModel>) -> [[String]] {
        var page: [String] = []
        var submenus: [UnsafeMutablePointer<GMenuModel>] = []
        func walk(_ model: UnsafeMutablePointer<GMenuModel>) {
            for index in 0..<g_menu_model_get_n_items(model) {
                if let section = g_menu_model_get_item_link(model, index, "section") {
                    walk(section)
                    g_object_unref(UnsafeMutableRawPointer(section))
                    continue
                }
                if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
                    page.append(String(cString: g_variant_get_string(label, nil)))
                    g_variant_unref(label)
                }
                if let submenu = g_menu_model_get_item_link(model, index, "submenu") { submenus.append(submenu) }
            }
        }
        walk(model)
        var pages = [page]
        for submenu in submenus {
            pages += Self.pages(of: submenu)
            g_object_unref(UnsafeMutableRawPointer(submenu))
        }
        return pages
    }

    /// The letter after the label's underscore, lowercased.
    private static func mnemonic(_ label: String) -> Character? {
        guard let mark = label.firstIndex(of: "_"), label.index(after: mark) < label.endIndex else { return nil }
        return Character(label[label.index(after: mark)].lowercased())
    }
}
