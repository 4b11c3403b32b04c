import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Every entry of the window's menus, reached as a person reaches it: the menu opened (F10,
/// a right-click on a photo or on the words), the entry found where it is drawn and clicked,
/// its submenu's first; each one runs its action (#46: entries closed their menu and did
/// nothing). What an entry opens is closed again, and what it changes undone, so the next
/// entry finds the collage as it was.
final class MenuEntriesWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    /// Three photos in layout 1: red wide on top, green and blue below.
    private func start() throws -> RunningApp { try launchWithThreePhotos(files: files, home: home) }

    /// How many times the action with exactly this detailed name ran.
    private func runs(_ action: String, _ app: RunningApp) -> Int {
        app.traceEvents.filter { $0.is(.actionActivated) && $0.details == action }.count
    }

    /// Opens a menu with `open`, clicks the entries of `path` in turn where they are drawn (a
    /// submenu's, then its entry), and waits for `action` to run and the menu to close. Then
    /// `after` puts things back.
    private func choose(_ path: [String], opening open: () throws -> String, runs action: String, _ app: RunningApp,
                        after: (RunningApp) -> Void = { _ in }, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = runs(action, app)
        let menu = try open()
        for entry in path where !app.clickEntry(entry, in: menu, seconds: 8) && !scrolledTo(entry, in: menu, app) {
            XCTFail("\(path.joined(separator: " › ")): “\(entry)” is not read among \(app.words(in: menu).map(\.text))",
                    file: file, line: line)
        }
        guard Shell.waitUntil(seconds: 10, { self.runs(action, app) > before }) else {
            return XCTFail("\(path.joined(separator: " › ")) runs \(action) (the last to run: \(app.traceEvents.last { $0.is(.actionActivated) }?.details ?? "none"))",
                           file: file, line: line)
        }
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(menu) }, "the menu closes", file: file, line: line)
        after(app)
    }

    /// Clicks `entry` after scrolling the menu down, as a person does where it is longer than
    /// the room below the click that opened it (GTK then shows it in part, scrolled).
    private func scrolledTo(_ entry: String, in menu: String, _ app: RunningApp) -> Bool {
        app.xdotool(["mousemove", "--window", menu, "20", "20"])
        for _ in 0..<8 { app.xdotool(["click", "5"]) }
        // GTK scrolls smoothly: clickEntry reads the entries once they have come to rest.
        return app.clickEntry(entry, in: menu)
    }

    /// The main menu, opened by a click on its button where the header bar draws it.
    private func mainMenu(_ app: RunningApp) -> () throws -> String {
        { try app.clickHeaderButton(fromRight: 4, "the main menu") }
    }

    /// The menu a right-click at (`x`, `y`) of the window opens.
    private func menu(at point: (x: Int, y: Int), _ app: RunningApp) -> () throws -> String {
        {
            let before = app.windows
            app.focus(app.windowID)
            app.xdotool(["mousemove", "--window", app.windowID, "\(point.x)", "\(point.y)", "click", "3"])
            return try XCTUnwrap(app.waitForWindow(besides: before),
                                 "a right-click at \(point) opens the menu; the trace ends \(app.traceEvents.suffix(12).map(\.description))")
        }
    }

    /// Closes with Escape the window the entry opened (a dialog, a file chooser), once it shows.
    private func dismiss(besides windows: Set<String>) -> (RunningApp) -> Void {
        { app in app.closeWithEscape(windowBesides: windows) }
    }

    /// Undoes what the entry changed.
    private func undo(_ app: RunningApp) {
        let undone = app.traceEvents.filter { $0.is(.undo) }.count
        app.focus(app.windowID)
        app.key("ctrl+z")
        XCTAssertTrue(app.waitForTrace(.undo, count: undone + 1), "undone")
    }

    /// Ends the typing the entry is about to start, leaving things as they were: counted from
    /// before the entry is chosen, so the Escape waits for the field.
    private func leaveTyping(_ app: RunningApp) -> (RunningApp) -> Void {
        let started = app.traceEvents.filter { $0.is(.textEditing, "started") }.count
        let cancelled = app.traceEvents.filter { $0.is(.textEditing, "cancelled") }.count
        return { app in
            XCTAssertTrue(app.waitForTrace(.textEditing, "started", count: started + 1), "the field opens, the keyboard in it")
                app.key("Escape")
            XCTAssertTrue(app.waitForTrace(.textEditing, "cancelled", count: cancelled + 1), "Escape leaves the words")
        }
    }

    /// What a test does after an entry ran, so the next finds the collage as it was.
    private enum Aftermath {
        case nothing, undo, leaveTyping, dismiss, share, endAdjusting
    }

    /// The main menu's entries that run an action of their own (not a submenu's), in the
    /// order they are tried, each with its mnemonic and what puts things back.
    private let mainMenuEntries: [(entry: String, mnemonic: String, action: String, after: Aftermath)] = [
        ("Undo Layout Change", "u", "undo", .nothing), ("Redo Layout Change", "r", "redo", .nothing),
        ("Arrange to Fit", "f", "arrange-to-fit", .undo), ("Keep This Layout", "k", "keep-layout", .nothing),
        ("Copy Layout", "y", "copy-layout", .nothing), ("Paste Layout", "e", "paste-layout", .nothing),
        ("Add Text", "t", "add-text('')", .leaveTyping), ("Share", "s", "share", .share), ("Open", "o", "open", .dismiss),
        ("Save", "v", "save", .dismiss), ("Save As", "a", "save-as", .dismiss), ("Print", "p", "print", .dismiss),
        ("Keyboard Shortcuts", "h", "shortcuts", .dismiss), ("About Instagrid", "b", "about", .dismiss),
        // The collage is not saved: New asks first, and Escape keeps it.
        ("New Collage", "n", "new", .dismiss),
    ]

    /// The first photo's menu's entries in the order they are tried (each changes which are
    /// shown: Reset Framing after a turn, the backdrops once the whole photo shows), each with
    /// its mnemonic and what puts things back.
    private let photosMenuEntries: [(path: [String], mnemonic: String?, action: String, after: Aftermath)] = [
        (["Replace Photo"], "r", "choose-photo(0)", .dismiss), (["Adjust Framing"], "a", "adjust-framing(0)", .endAdjusting),
        (["Turn"], "t", "turn-photo(0)", .nothing), (["Reset Framing"], "f", "reset-framing(0)", .nothing),
        (["Swap With", "Bottom left photo"], nil, "swap-photos((0, 2))", .undo),
        (["Swap With", "Bottom right photo"], nil, "swap-photos((0, 3))", .undo),
        (["Show Whole Photo"], "w", "whole-photo(0)", .nothing),
        // A whole photo starts over a blurred copy of itself.
        (["Frame Colour Around It"], "u", "whole-backdrop(0)", .nothing), (["Blurred Copy Around It"], "u", "whole-backdrop(0)", .nothing),
        (["Fill the Slot"], "i", "whole-photo(0)", .nothing), (["Add Caption"], "p", "add-caption(0)", .leaveTyping),
        (["Split Across"], "o", "split-across(0)", .undo), (["Split Down"], "d", "split-down(0)", .undo),
        (["Remove Cell"], "e", "remove-cell(0)", .undo), (["Remove Photo"], "m", "remove-photo(0)", .undo),
    ]

    /// What puts back what an entry is about to do: made right before it is chosen.
    private func putBack(_ aftermath: Aftermath, _ app: RunningApp) -> (RunningApp) -> Void {
        switch aftermath {
        case .nothing: { _ in }
        case .undo: undo
        case .leaveTyping: leaveTyping(app)
        case .dismiss: dismiss(besides: app.windows)
        case .endAdjusting:
            { [closed = app.traceEvents.filter { $0.is(.slotMenuClosed) }.count] app in
                XCTAssertTrue(app.waitForTrace(.adjustStart))
                XCTAssertTrue(app.waitForTrace(.slotMenuClosed, count: closed + 1))
                app.key("Escape")
                XCTAssertTrue(app.waitForTrace(.adjustEnd), "Escape ends the adjusting")
            }
        case .share:
            { [dismiss = dismiss(besides: app.windows)] app in
                dismiss(app)
                XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
            }
        }
    }

    /// Opens a menu from the keyboard with `open` and presses `keys`; waits for `action` to
    /// run and the menu to close.
    private func press(_ keys: [String], opening open: () throws -> String, runs action: String, _ app: RunningApp,
                       after: (RunningApp) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = runs(action, app)
        let menu = try open()
        for key in keys { app.key(key) }
        XCTAssertTrue(Shell.waitUntil(seconds: 10) { self.runs(action, app) > before },
                      "\(keys) runs \(action) (the last to run: \(app.traceEvents.last { $0.is(.actionActivated) }?.details ?? "none"))",
                      file: file, line: line)
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(menu) }, "the menu closes", file: file, line: line)
        after(app)
    }

    /// Tab, as a person does, until `target` has the keyboard ("slot 0", "text 1"): an entry
    /// may have left it elsewhere (the field Add Caption opened, say).
    private func tab(to target: String, _ app: RunningApp) {
        for _ in 0..<30 where app.traceEvents.last(where: { $0.is(.keyboardOn) })?.details != target {
            let moves = app.traceEvents.filter { $0.is(.keyboardOn) }.count
            app.key("Tab")
            XCTAssertTrue(app.waitForTrace(.keyboardOn, count: moves + 1), "Tab moves the keyboard")
        }
    }

    /// A menu opened from the keyboard with `key`, once it shows `word`: F10 the main menu;
    /// the Menu key that of what `target` names ("slot 0": the first photo, "text 1": the
    /// title), once Tab has put the keyboard on it.
    private func menuByKey(_ key: String, on target: String? = nil, showing word: String, _ app: RunningApp) -> () throws -> String {
        {
            if let target { self.tab(to: target, app) }
            let windows = app.windows
            app.key(key)
            let menu = try XCTUnwrap(app.waitForWindow(besides: windows), "\(key) opens a menu")
            XCTAssertTrue(Shell.waitUntil { app.words(in: menu).contains { $0.text.trimmingCharacters(in: .punctuationCharacters) == word } },
                          "the menu shows its entries")
            return menu
        }
    }

    func testEveryEntryOfTheMainMenu() throws {
        let app = try start()
        // A change, so that Undo and Redo are there to choose.
        app.key("2")
        XCTAssertTrue(Shell.waitUntil { self.runs("layout(2)", app) == 1 })
        for entry in mainMenuEntries {
            try choose([entry.entry], opening: mainMenu(app), runs: entry.action, app, after: putBack(entry.after, app))
        }
    }

    /// Each entry of the main menu by its underlined letter, the menu opened with F10.
    func testEveryEntryOfTheMainMenuByItsMnemonic() throws {
        let app = try start()
        app.key("2")
        XCTAssertTrue(Shell.waitUntil { self.runs("layout(2)", app) == 1 })
        for entry in mainMenuEntries {
            try press([entry.mnemonic], opening: menuByKey("F10", showing: "Share", app), runs: entry.action, app, after: putBack(entry.after, app))
        }
    }

    /// Open Recent's entries, by a click and by the keys (Open Re_cent, then the entry's number).
    func testOpenRecentByAClickAndByItsMnemonics() throws {
        let app = try start()
        let document = files.file("trip.instagrid")
        app.key("ctrl+shift+s")
        app.answerSaveChooser(with: document, title: "^Save Collage$")
        XCTAssertTrue(app.waitForTrace(.documentSaved, "trip"), "the document is written")
        let action = "open-document(b'\(document)')"
        try choose(["Open Recent", "trip"], opening: mainMenu(app), runs: action, app)
        try press(["c", "1"], opening: menuByKey("F10", showing: "Share", app), runs: action, app, after: { _ in })
        XCTAssertEqual(app.traceEvents.filter { $0.is(.documentOpened, "trip") }.count, 2, "each opened the document")
    }

    /// The Layout submenu's 24 entries by a click, each read where its photo count's submenu
    /// draws it.
    func testEveryLayoutOfTheMainMenusLayoutSubmenu() throws {
        let app = try start()
        let open = mainMenu(app)
        // Layouts by their photo counts and names, as the submenus show them (instagrid layouts).
        let catalogue = Shell.run([InstagridProcess.executable, "layouts"]).output.split(separator: "\n").map { $0.split(separator: "\t") }
        for number in 1...24 {
            let row = try XCTUnwrap(catalogue.first { $0.first == "\(number)" }, "layout \(number) is listed")
            try choose(["Layout", "\(row[1]) photos", String(row[3])], opening: open, runs: "layout(\(number))", app)
        }
        try choose(["Layout", "3 photos", "One on top, two below"], opening: open, runs: "layout(1)", app)
    }

    /// Each view of the Layout submenu fits a laptop's 768 px screen: the 24 layouts in one
    /// list were 986 px tall, placed past the screen's bottom.
    func testTheLayoutSubmenuFitsALaptopsScreen() throws {
        let app = try start()
        let open = mainMenu(app)
        for path in [["Layout"], ["Layout", "4 photos"]] {
            let menu = try open()
            for entry in path { XCTAssertTrue(app.clickEntry(entry, in: menu, seconds: 8), "“\(entry)” is read") }
            // The popover slides from the menu it was to the submenu and takes the submenu's
            // height once there: under load (the loaded run at 2939226) the main menu's 622
            // pixels were read before the slide ended. So the height is waited for.
            var frame = app.screenFrame(of: menu)
            let short = Shell.waitUntil {
                frame = app.screenFrame(of: menu)
                return frame.map { $0.height < 600 } ?? false
            }
            XCTAssertTrue(short, "\(path.joined(separator: " › ")) is short: \(frame.map { "\($0)" } ?? "gone")")
            app.key("Escape", "Escape", "Escape")
            XCTAssertTrue(Shell.waitUntil { !app.windows.contains(menu) }, "Escape closes the menu")
        }
    }

    /// Quit, where there is nothing to keep (else it asks first, as closing does: DocumentTests).
    func testQuitFromTheMainMenu() throws {
        let app = try RunningApp(display: display, home: home)
        XCTAssertTrue(app.waitForTrace(.gridFirstDraw))
        try choose(["Quit"], opening: mainMenu(app), runs: "quit", app)
        XCTAssertTrue(Shell.waitUntil { !app.isRunning }, "Quit ends the app")
    }

    func testEveryEntryOfAPhotosMenu() throws {
        let app = try start()
        let shot = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil })
        let red = try XCTUnwrap(shot.bounds(of: .red, tolerance: 30))
        let open = menu(at: ((red.x.lowerBound + red.x.upperBound) / 2, (red.y.lowerBound + red.y.upperBound) / 2), app)
        for entry in photosMenuEntries {
            try choose(entry.path, opening: open, runs: entry.action, app, after: putBack(entry.after, app))
        }
        // A photo whose file went away: its menu offers to locate it.
        try FileManager.default.removeItem(atPath: files.file("p0.png"))
        XCTAssertNotNil(app.waitForNotice("“p0.png” is missing"), "the missing photo is said")
        try choose(["Locate"], opening: open, runs: "locate-photo(0)", app, after: putBack(.dismiss, app))
    }

    /// Each entry of a photo's menu by its underlined letter (a submenu's entries have none),
    /// the menu opened with the Menu key on the first photo.
    func testEveryEntryOfAPhotosMenuByItsMnemonic() throws {
        let app = try start()
        for entry in photosMenuEntries {
            guard let mnemonic = entry.mnemonic else { continue }
            try press([mnemonic], opening: menuByKey("Menu", on: "slot 0", showing: "Photo", app), runs: entry.action, app, after: putBack(entry.after, app))
        }
        try FileManager.default.removeItem(atPath: files.file("p0.png"))
        XCTAssertNotNil(app.waitForNotice("“p0.png” is missing"), "the missing photo is said")
        try press(["l"], opening: menuByKey("Menu", on: "slot 0", showing: "Photo", app), runs: "locate-photo(0)", app, after: putBack(.dismiss, app))
    }

    func testEveryEntryOfTheWordsMenu() throws {
        let app = try start()
        app.action(.addText, "'Grenoble'")
        XCTAssertTrue(app.waitForTrace(.actionActivated, "add-text::Grenoble"))
        // Where the words are now: each look and size moves their letters.
        func wordsMiddle() throws -> (x: Int, y: Int) {
            var words: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
            _ = try XCTUnwrap(app.waitForSettledScreen { shot in
                words = shot.bounds(of: .gridFrame, tolerance: 30).flatMap { grid in
                    shot.bounds(of: .white, tolerance: 40, in: (grid.x.lowerBound..<grid.x.upperBound, grid.y.lowerBound..<grid.y.upperBound))
                }
                return words != nil
            }, "the title is drawn")
            let found = try XCTUnwrap(words)
            return ((found.x.lowerBound + found.x.upperBound) / 2, (found.y.lowerBound + found.y.upperBound) / 2)
        }
        let open = { try self.menu(at: wordsMiddle(), app)() }
        for entry in wordsMenuEntries {
            try choose([entry.entry], opening: open, runs: entry.action, app, after: putBack(entry.after, app))
        }
        try choose(["Remove Text"], opening: open, runs: "remove-text(1)", app)
    }

    /// Each entry of the words' menu by its underlined letter, the menu opened with the Menu
    /// key on the title.
    func testEveryEntryOfTheWordsMenuByItsMnemonic() throws {
        let app = try start()
        app.action(.addText, "'Grenoble'")
        XCTAssertTrue(app.waitForTrace(.actionActivated, "add-text::Grenoble"))
        for entry in wordsMenuEntries {
            try press([entry.mnemonic], opening: menuByKey("Menu", on: "text 1", showing: "Edit", app), runs: entry.action, app, after: putBack(entry.after, app))
        }
        try press(["r"], opening: menuByKey("Menu", on: "text 1", showing: "Edit", app), runs: "remove-text(1)", app, after: { _ in })
    }

    /// The title's menu's entries but Remove Text, each with its mnemonic and what puts things
    /// back. The title starts centred on a band: each look but the one it has is offered.
    private let wordsMenuEntries: [(entry: String, mnemonic: String, action: String, after: Aftermath)] = [
        ("Edit Text", "e", "edit-text(1)", .leaveTyping), ("Font", "f", "choose-text-font(1)", .dismiss),
        ("Colour", "c", "choose-text-colour(1)", .dismiss),
    ] + [("Larger", "l", "larger"), ("Smaller", "s", "smaller"), ("Align Left", "t", "left"), ("Centre", "n", "centre"),
         ("Align Right", "g", "right"), ("Automatic", "a", "automatic"), ("Outline", "o", "outline"),
         ("Soft Shadow", "w", "shadow"), ("Band", "b", "band"), ("Plain", "p", "plain")].map { entry, mnemonic, words in
        (entry, mnemonic, "text-style((1, '\(words)'))", .nothing)
    }
}
