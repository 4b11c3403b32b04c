import CGtk
import GtkKit
@testable import InstagridUI
import InstagridActions
import XCTest

/// Every action the app names is one the application has: keys, menus, tests and
/// `gapplication action` reach each of them (the actions are built in groups by the part
/// of the window that does them, and a group could leave one out).
final class AppActionsTests: XCTestCase {
    func testTheApplicationHasEveryActionTheAppNames() {
        XCTAssertEqual(MainActor.assumeIsolated(Self.missing), [])
    }

    /// The actions the app names that an application lacks once the app's actions are built.
    @MainActor
    private static func missing() -> [String] {
        let application = Application(id: "io.github.instagrid.ActionsTest")
        let actions = AppActions(application: application, window: { fatalError("no window is reached by building the actions") }, quit: {})
        defer { withExtendedLifetime(actions) {} }
        return AppAction.allCases.map(\.rawValue).filter { g_action_map_lookup_action(OpaquePointer(application.pointer), $0) == nil }
    }
}
