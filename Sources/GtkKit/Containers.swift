import CGtk

public final class Box: Widget {
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    /// A box screen readers present as an alert: what it holds is announced when it shows.
    public init(alert orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: cgtk_alert_box_new(orientation.gtk, Int32(spacing)))
    }

    public func append(_ child: Widget) {
        gtk_box_append(cast(), child.widget)
    }

    /// Gives every child the same width (or height): a row of equal buttons.
    public func setHomogeneous(_ homogeneous: Bool) {
        gtk_box_set_homogeneous(cast(), homogeneous ? 1 : 0)
    }

    public func remove(_ child: Widget) {
        gtk_box_remove(cast(), child.widget)
    }

    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue.gtk) }
    }

    public var spacing: Int {
        get { Int(gtk_box_get_spacing(cast())) }
        set { gtk_box_set_spacing(cast(), Int32(newValue)) }
    }
}

/// A main child with others laid over it, each placed by a position callback.
public final class Overlay: Widget {
    public init() {
        super.init(adopting: cgtk_overlay_new_generic())
    }

    public func setChild(_ child: Widget) {
        gtk_overlay_set_child(OpaquePointer(pointer), child.widget)
    }

    /// `measure`: whether the overlay's own size request includes this child.
    public func addOverlay(_ child: Widget, measure: Bool = false) {
        gtk_overlay_add_overlay(OpaquePointer(pointer), child.widget)
        gtk_overlay_set_measure_overlay(OpaquePointer(pointer), child.widget, measure ? 1 : 0)
    }

    /// Places overlay children: `place` gets a child (compare it with a widget's
    /// `pointer`) and returns its rectangle in overlay coordinates, or nil for GTK's default.
    public func onChildPosition(_ place: @escaping (UnsafeMutableRawPointer) -> (x: Int, y: Int, width: Int, height: Int)?) {
        let handler: (gpointer?) -> GdkRectangle? = { child in
            place(child!).map { GdkRectangle(x: Int32($0.x), y: Int32($0.y), width: Int32($0.width), height: Int32($0.height)) }
        }
        connectSignal(pointer, "get-child-position", handler, thunk: Thunk.address(Thunk.childPosition))
    }
}

/// Shows its child by sliding it in, and hides it the same way (at once when the
/// desktop turned animations off).
public final class Revealer: Widget {
    public init() {
        super.init(adopting: gtk_revealer_new())
        gtk_revealer_set_transition_type(OpaquePointer(pointer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        setHiddenFromScreenReaders(true)
    }

    public func setChild(_ child: Widget) {
        gtk_revealer_set_child(OpaquePointer(pointer), child.widget)
    }

    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(OpaquePointer(pointer)) != 0 }
        set {
            // What is leaving is no longer there to read; what arrives is, from its first frame.
            setHiddenFromScreenReaders(!newValue)
            gtk_revealer_set_reveal_child(OpaquePointer(pointer), newValue ? 1 : 0)
        }
    }
}

/// Children placed by hand, each with a transform of its own. Moving a child changes
/// only where its drawing lands: nothing of it is drawn again, so a texture in it is
/// uploaded to the GPU once, however many frames it moves through.
public final class Fixed: Widget {
    public init() {
        super.init(adopting: gtk_fixed_new())
    }

    public func put(_ child: Widget) {
        gtk_fixed_put(cast(), child.widget, 0, 0)
    }

    /// Puts `child`'s top-left corner at (x, y), scaled by `scale` from there.
    public func place(_ child: Widget, x: Double, y: Double, scale: Double) {
        var corner = graphene_point_t(x: Float(x), y: Float(y))
        let transform = gsk_transform_scale(gsk_transform_translate(nil, &corner), Float(scale), Float(scale))
        gtk_fixed_set_child_transform(cast(), child.widget, transform)
        gsk_transform_unref(transform)
    }
}
