import CGtk

public final class Box: Widget {
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    public func append(_ child: Widget) {
        gtk_box_append(cast(), child.widget)
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
        super.init(adopting: gtk_overlay_new())
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
