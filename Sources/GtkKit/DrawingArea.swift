import CGtk

/// A widget drawn with Cairo by a Swift closure.
public final class DrawingArea: Widget {
    public typealias Draw = (_ cr: OpaquePointer, _ width: Int, _ height: Int) -> Void

    public init() {
        super.init(adopting: gtk_drawing_area_new())
    }

    public func setDraw(_ draw: @escaping Draw) {
        let box = Unmanaged.passRetained(HandlerBox(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(cast(), { _, cr, width, height, data in
            let cr = UncheckedPointer(UnsafeMutableRawPointer(cr))
            let box = UncheckedPointer(data)
            MainActor.assumeIsolated { HandlerBox<Draw>.from(box.pointer)(OpaquePointer(cr.pointer!), Int(width), Int(height)) }
        }, box, { data in
            Unmanaged<HandlerBox<Draw>>.fromOpaque(data!).release()
        })
    }

    /// Called with the new size whenever the area is allocated a different one.
    public func onResize(_ handler: @escaping (Int, Int) -> Void) {
        connectSignal(pointer, "resize", handler, thunk: Thunk.address(Thunk.withTwoInts))
    }
}
