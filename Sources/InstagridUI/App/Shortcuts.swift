import GtkKit
import InstagridActions
import InstagridEngine
import InstagridResources

/// The table of keys (`KeyTable`) as GTK takes it: the actions' accelerators, and what a
/// key press means to the grid's key handlers.
enum Shortcuts {
    /// Gives every action in the table its keys.
    static func installAccelerators(in application: Application) {
        for binding in KeyTable.bindings {
            guard let name = actionName(binding.effect) else { continue }
            application.setAccelerators(binding.keys + binding.twins, for: name)
        }
    }

    /// While words are typed on the picture, a key without Control or Alt is a letter: the
    /// accelerators made of such keys (the layouts' digits) step aside, and come back after.
    static func setTyping(_ typing: Bool, in application: Application) {
        for binding in KeyTable.bindings {
            guard let name = actionName(binding.effect) else { continue }
            let keys = binding.keys + binding.twins
            let typed = keys.filter { !$0.contains("<Control>") && !$0.contains("<Alt>") }
            guard !typed.isEmpty else { continue }
            application.setAccelerators(typing ? keys.filter { !typed.contains($0) } : keys, for: name)
        }
    }

    /// What a key press means to the grid's key handlers; each takes the first it can use
    /// where it is (Escape ends adjusting, or puts a lifted photo back).
    static func commands(for press: KeyController.Press) -> [KeyCommand] {
        keyCommands.filter { $0.keys.contains(where: press.matches) }.map(\.command)
    }

    /// The grid's keys, parsed once: a key press only compares numbers.
    private static let keyCommands: [(keys: [KeyController.Accelerator], command: KeyCommand)] = KeyTable.bindings.compactMap { binding in
        guard case let .key(command) = binding.effect else { return nil }
        return ((binding.keys + binding.twins).compactMap { KeyController.Accelerator($0) }, command)
    }

    /// The detailed name of the action an effect's key activates, if it is an accelerator.
    private static func actionName(_ effect: KeyTable.Effect) -> String? {
        switch effect {
        case let .app(action, target): action.detailedName(target.map(variant))
        case let .shareDialog(action): action.scopedName
        case .closeWindow: Window.closeActionName
        case .key, .gtk: nil
        }
    }

    private static func variant(_ target: KeyTable.ActionTarget) -> Variant {
        switch target {
        case let .int32(value): Variant(value)
        case let .string(value): Variant(value)
        }
    }
}
