import CGtk
import GLibKit

open class EventController: Object {
    /// Capture: sees events before the widgets under the pointer do.
    public func captureBeforeChildren() {
        gtk_event_controller_set_propagation_phase(OpaquePointer(pointer), GTK_PHASE_CAPTURE)
    }
}

open class Gesture: EventController {
    /// Takes the sequence: other gestures (and a button's click) stop seeing it.
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(pointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }

}

public final class GestureDrag: Gesture {
    public init() {
        super.init(adopting: gtk_gesture_drag_new())
    }

    /// Where the press that starts the drag happened.
    public func onBegin(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "drag-begin", handler, thunk: Thunk.address(Thunk.withPoint))
    }

    public func onUpdate(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "drag-update", handler, thunk: Thunk.address(Thunk.withPoint))
    }

    public func onEnd(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "drag-end", handler, thunk: Thunk.address(Thunk.withPoint))
    }

    /// Watches `widget`, seeing each press before its children do: where it began, then how
    /// far it has moved, then where it ended (offsets from the press).
    public func capture(on widget: Widget, begin: @escaping (Double, Double) -> Void,
                        update: @escaping (Double, Double) -> Void, end: @escaping (Double, Double) -> Void) {
        captureBeforeChildren()
        onBegin(begin)
        onUpdate(update)
        onEnd(end)
        widget.add(self)
    }
}

/// Accepts files dropped from a file manager.
public final class FileDropTarget: EventController {
    public init() {
        super.init(adopting: gtk_drop_target_new(cgtk_type_file_list(), GDK_ACTION_COPY))
    }

    /// Called with the dropped files' local paths (their bytes) and the drop point; return whether it was taken.
    public func onDrop(_ handler: @escaping ([[UInt8]], Double, Double) -> Bool) {
        let wrapped: (UnsafePointer<GValue>, Double, Double) -> Bool = { value, x, y in
            guard let list = g_value_get_boxed(value) else { return false }
            let paths = takeItems(of: gdk_file_list_get_files(OpaquePointer(list))).compactMap { localPath(OpaquePointer($0)) }
            return handler(paths, x, y)
        }
        connectSignal(pointer, "drop", wrapped, thunk: Thunk.address(Thunk.drop))
    }
}

/// Presses of one mouse button (1 primary, 3 secondary), with their count (2 for a double-click).
public final class GestureClick: Gesture {
    public init(button: Int) {
        super.init(adopting: gtk_gesture_click_new())
        gtk_gesture_single_set_button(OpaquePointer(pointer), UInt32(button))
    }

    public func onPressed(_ handler: @escaping (Int, Double, Double) -> Void) {
        connectSignal(pointer, "pressed", handler, thunk: Thunk.address(Thunk.withIntAndPoint))
    }

    /// The button of the press being handled (1 primary, 3 secondary), for a gesture made for any (0).
    public var currentButton: Int {
        Int(gtk_gesture_single_get_current_button(OpaquePointer(pointer)))
    }
}

/// Two fingers pinching on a touchscreen or touchpad: the scale since they touched down.
public final class GestureZoom: Gesture {
    public init() {
        super.init(adopting: gtk_gesture_zoom_new())
    }

    public func onBegin(_ handler: @escaping () -> Void) {
        onSignal("begin", handler)
    }

    public func onScaleChanged(_ handler: @escaping (Double) -> Void) {
        connectSignal(pointer, "scale-changed", handler, thunk: Thunk.address(Thunk.withDouble))
    }

    /// The point between the fingers, in the widget's coordinates.
    public var centre: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_get_bounding_box_center(OpaquePointer(pointer), &x, &y) != 0 ? (x, y) : nil
    }
}

/// Wheel and touchpad scrolling; the handler says whether it took the scroll.
public final class ScrollController: EventController {
    /// `kinetic`: when the fingers lift, GTK says how fast they were moving (`onDecelerate`).
    public init(kinetic: Bool = false) {
        let flags = kinetic ? GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
                                                            | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
                            : GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES
        super.init(adopting: gtk_event_controller_scroll_new(flags))
    }

    public func onScroll(_ handler: @escaping (Double, Double) -> Bool) {
        connectSignal(pointer, "scroll", handler, thunk: Thunk.address(Thunk.withPointReturning))
    }

    /// Whether Control was held during the event being handled.
    public var controlHeld: Bool {
        gtk_event_controller_get_current_event_state(OpaquePointer(pointer)).rawValue & GDK_CONTROL_MASK.rawValue != 0
    }

    /// Whether the event being handled comes from a touchpad (not a mouse wheel).
    public var fromTouchpad: Bool {
        guard let device = gtk_event_controller_get_current_event_device(OpaquePointer(pointer)) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHPAD
    }

    /// Whether the deltas being handled count wheel steps (X11) rather than pixels.
    public var inWheelSteps: Bool {
        gtk_event_controller_scroll_get_unit(OpaquePointer(pointer)) == GDK_SCROLL_UNIT_WHEEL
    }

    /// Fingers lifted, on a kinetic controller: their speed as they lifted, in delta units
    /// per second, from the deltas of the last 150 ms. (Only where the system says they
    /// lifted: X11 does not.)
    public func onDecelerate(_ handler: @escaping (Double, Double) -> Void) {
        connectSignal(pointer, "decelerate", handler, thunk: Thunk.address(Thunk.withPoint))
    }
}

/// Key presses reaching a widget (or its focused children); the handler says whether it took the key.
public final class KeyController: EventController {
    public init() {
        super.init(adopting: gtk_event_controller_key_new())
    }

    public struct Press {
        let keyval: UInt32
        public let alt: Bool, shift: Bool, control: Bool

        /// Shift, Control, Alt and the like pressed alone.
        public var isModifier: Bool {
            (GDK_KEY_Shift_L...GDK_KEY_Hyper_R).contains(Int32(keyval)) || keyval == UInt32(GDK_KEY_ISO_Level3_Shift)
        }

        /// Whether this is `accelerator`'s key. Control and Alt must be as written; Shift only
        /// where it is written, since it already chose the key ("plus" is Shift and "=" on many keyboards).
        public func matches(_ accelerator: Accelerator) -> Bool {
            keyval == accelerator.keyval && control == accelerator.control && alt == accelerator.alt
                && (shift || !accelerator.shift)
        }
    }

    /// A key and its modifiers, parsed once from the way GTK writes accelerators ("<Alt>Left", "plus").
    public struct Accelerator: Sendable {
        let keyval: UInt32
        let alt: Bool, shift: Bool, control: Bool

        /// nil for a string GTK does not read as a key.
        public init?(_ written: String) {
            var key: UInt32 = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(written, &key, &modifiers) != 0, key != 0 else { return nil }
            let has = { (mask: GdkModifierType) in modifiers.rawValue & mask.rawValue != 0 }
            keyval = gdk_keyval_to_lower(key)
            (alt, shift, control) = (has(GDK_ALT_MASK), has(GDK_SHIFT_MASK), has(GDK_CONTROL_MASK))
        }
    }

    public func onKeyPressed(_ handler: @escaping (Press) -> Bool) {
        let wrapped: (UInt32, UInt32) -> Bool = { keyval, state in
            handler(Press(keyval: gdk_keyval_to_lower(keyval), alt: state & GDK_ALT_MASK.rawValue != 0,
                          shift: state & GDK_SHIFT_MASK.rawValue != 0, control: state & GDK_CONTROL_MASK.rawValue != 0))
        }
        connectSignal(pointer, "key-pressed", wrapped, thunk: Thunk.address(Thunk.keyPressed))
    }
}

/// When the keyboard focus enters a widget (or one inside it).
public final class FocusController: EventController {
    public init() {
        super.init(adopting: gtk_event_controller_focus_new())
    }

    public func onEnter(_ handler: @escaping () -> Void) {
        onSignal("enter", handler)
    }

    public func onLeave(_ handler: @escaping () -> Void) {
        onSignal("leave", handler)
    }
}
