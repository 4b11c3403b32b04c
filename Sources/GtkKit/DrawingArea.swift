import CGtk

/// A widget drawn with Cairo by a Swift closure. What it draws is for the eyes:
/// screen readers skip it, and the controls over or around it say what it shows.
public final class DrawingArea: Widget {
    public typealias Draw = (_ cr: OpaquePointer, _ width: Int, _ height: Int) -> Void

    public init() {
        super.init(adopting: cgtk_drawing_area_new_decorative())
    }

    public func setDraw(_ draw: @escaping Draw) {
        gtk_drawing_area_set_draw_func(cast(), { _, cr, width, height, data in
            let cr = UncheckedPointer(UnsafeMutableRawPointer(cr))
            HandlerBox<Draw>.call(data) { $0(OpaquePointer(cr.pointer!), Int(width), Int(height)) }
        }, HandlerBox.retained(draw), releaseHandlerBox)
    }

    /// Called with the new size whenever the area is allocated a different one.
    public func onResize(_ handler: @escaping (Int, Int) -> Void) {
        connectSignal(pointer, "resize", handler, thunk: Thunk.address(Thunk.withTwoInts))
    }
}
