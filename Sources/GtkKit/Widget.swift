import CGtk

public enum Align {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

public enum Orientation {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

open class Widget: Object {
    public var widget: UnsafeMutablePointer<GtkWidget> { cast() }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var width: Int { Int(gtk_widget_get_width(widget)) }
    public var height: Int { Int(gtk_widget_get_height(widget)) }
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    public func expand(horizontally: Bool, vertically: Bool) {
        gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
    }

    public func align(horizontal: Align, vertical: Align) {
        gtk_widget_set_halign(widget, horizontal.gtk)
        gtk_widget_set_valign(widget, vertical.gtk)
    }

    public func setMargins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        gtk_widget_set_margin_top(widget, Int32(top))
        gtk_widget_set_margin_bottom(widget, Int32(bottom))
        gtk_widget_set_margin_start(widget, Int32(start))
        gtk_widget_set_margin_end(widget, Int32(end))
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Whether this widget holds the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }
    /// Whether it is its window's focus widget, whether or not the window has the keyboard now.
    public var isFocus: Bool { gtk_widget_is_focus(widget) != 0 }

    public func grabFocus() { gtk_widget_grab_focus(widget) }

    public var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// What a screen reader announces for this widget.
    public func setAccessibleLabel(_ label: String) { cgtk_accessible_set_label(widget, label) }
    public func setAccessibleDescription(_ text: String) { cgtk_accessible_set_description(widget, text) }
    public func setAccessibleBusy(_ busy: Bool) { cgtk_accessible_set_busy(widget, busy ? 1 : 0) }
    /// Screen readers skip it and what it holds (something not there to read just now).
    /// The value screen readers read for a widget that has one (a divider's place).
    public func setAccessibleValue(_ now: Double, in range: ClosedRange<Double>) {
        cgtk_accessible_set_value(widget, now, range.lowerBound, range.upperBound)
    }

    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    public func setHiddenFromScreenReaders(_ hidden: Bool) { cgtk_accessible_set_hidden(widget, hidden ? 1 : 0) }

    /// Tells screen readers `message` now, of this widget (GTK 4.14's announcements). GTK
    /// before 4.14 has no way to, and nothing is said: the focus moving must speak there.
    public func announce(_ message: String) {
        #if GTK_4_14
        gtk_accessible_announce(OpaquePointer(widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM)
        #endif
    }

    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// The pointer's shape over the widget, by its CSS name ("col-resize"); nil for its parent's.
    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }
    /// Creates the widget's window-system resources now rather than when first shown.
    public func realize() { gtk_widget_realize(widget) }
    public func queueResize() { gtk_widget_queue_resize(widget) }

    public func add(_ controller: EventController) {
        // The widget takes over a reference (transfer full); the Swift object keeps its own.
        g_object_ref(controller.pointer)
        gtk_widget_add_controller(widget, controller.opaque)
    }

    /// The name GTK's actionable widgets activate, e.g. "app.layout", with an optional target.
    public func setAction(_ name: String, target: Variant? = nil) {
        let actionable = OpaquePointer(pointer)
        // The target first: a widget already in a window checks the action as soon as it is named.
        if let target { gtk_actionable_set_action_target_value(actionable, target.pointer) }
        gtk_actionable_set_action_name(actionable, name)
    }

    /// Widget position relative to another (e.g. the window), for hit tests and tests.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        translate(x: x, y: y, to: other.widget)
    }

    /// A point of the widget in its window's coordinates; nil outside a window.
    public func pointInWindow(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return translate(x: x, y: y, to: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
    }

    private func translate(x: Double, y: Double, to other: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        #if GTK_4_12
        var point = graphene_point_t()
        var input = graphene_point_t(x: Float(x), y: Float(y))
        guard gtk_widget_compute_point(widget, other, &input, &point) != 0 else { return nil }
        return (Double(point.x), Double(point.y))
        #else
        var outX = 0.0, outY = 0.0
        guard gtk_widget_translate_coordinates(widget, other, x, y, &outX, &outY) != 0 else { return nil }
        return (outX, outY)
        #endif
    }

    /// Where the pointer is now, in this widget's coordinates, asked of the display rather than
    /// remembered from motion events; nil outside a window on screen.
    public var pointerPosition: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
              let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gtk_widget_get_display(widget))) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0, originX = 0.0, originY = 0.0
        guard gdk_surface_get_device_position(surface, pointer, &surfaceX, &surfaceY, nil) != 0 else { return nil }
        // The surface holds the window's shadow and borders around the native widget.
        gtk_native_get_surface_transform(native, &originX, &originY)
        let window = Widget(retaining: UnsafeMutableRawPointer(native))
        return window.translate(x: surfaceX - originX, y: surfaceY - originY, to: self)
    }
}

extension Widget {
    /// Runs `work` once, at the end of the widget's window's next frame: after GTK's own
    /// end-of-frame work (GTK moves the focus off a hidden popover only then).
    public func afterNextFrame(_ work: @escaping () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return work() }
        let instance = UnsafeMutableRawPointer(clock)
        final class Connection { var id: UInt = 0 }
        let connection = Connection()
        connection.id = connectSignal(instance, "after-paint", {
            g_signal_handler_disconnect(instance, connection.id)
            work()
        } as () -> Void, thunk: Thunk.address(Thunk.plain))
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// Called once per frame of the widget's frame clock with the frame time
    /// (microseconds); return false to stop.
    public func addTickCallback(_ tick: @escaping (Int) -> Bool) {
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            let frameTime = Int(gdk_frame_clock_get_frame_time(clock))
            return HandlerBox<(Int) -> Bool>.call(data) { $0(frameTime) } ? 1 : 0
        }, HandlerBox.retained(tick), releaseHandlerBox)
    }
}

extension Widget {
    /// Whether pointer events can land on this widget (false: they pass through to what is below).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }
}

extension Widget {
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Activates an action this widget can reach ("app.layout", "win.close", …), as its own buttons would.
    public func activateAction(_ name: String, _ parameter: Variant? = nil) {
        gtk_widget_activate_action_variant(widget, name, parameter?.pointer)
    }

    /// Makes `group`'s actions available to this widget and its children as "prefix.name".
    public func insert(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widget, prefix, group.opaque)
    }
}

extension Widget {
    /// The height the widget would take, `width` wide.
    public func naturalHeight(forWidth width: Int) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Int(natural)
    }
}
