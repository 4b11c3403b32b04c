import Foundation

/// What the running app last saved of its session (XDG_STATE_HOME/instagrid/session): the
/// collage as it is now, and its undo steps, read as a person reads the file.
public struct SavedSession {
    public let lines: [String]

    public init(of app: RunningApp) {
        self.init(stateFolder: app.home.file("state"))
    }

    /// The session an app with XDG_STATE_HOME `folder` saved.
    public init(stateFolder folder: String) {
        let text = (try? String(contentsOfFile: folder + "/instagrid/session", encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n").map(String.init)
    }

    /// The collage's own lines, before its history.
    private var collage: ArraySlice<String> {
        lines.prefix { !$0.hasPrefix("undo ") && !$0.hasPrefix("redo ") }
    }

    /// The layout's id or written form.
    public var layout: String? {
        collage.first { $0.hasPrefix("layout ") }.map { String($0.dropFirst("layout ".count)) }
    }

    /// Every photo the collage holds, shown or waiting, by its place.
    public var photos: [Int: String] {
        var found: [Int: String] = [:]
        for line in collage where line.hasPrefix("photo ") {
            let parts = line.split(separator: " ", maxSplits: 2)
            if parts.count == 3, let place = Int(parts[1]) { found[place] = String(parts[2]) }
        }
        return found
    }

    /// The names of the undo steps, oldest first ("choose-photo", "layout", …).
    public var undoSteps: [String] {
        lines.filter { $0.hasPrefix("undo ") }.map { String($0.dropFirst("undo ".count)) }
    }
}
