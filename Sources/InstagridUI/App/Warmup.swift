import Dispatch
import InstagridRender
import InstagridTrace

/// Work the first frame needs that does not touch GTK: done on another core
/// while the main thread initialises GTK. Rasterising one icon loads
/// gdk-pixbuf's SVG loader and librsvg, which the icons otherwise load on the
/// main thread during the first frame.
enum Warmup {
    static func begin(_ resources: Resources) {
        DispatchQueue.global(qos: .userInteractive).async {
            _ = VectorImage.rasterize(path: resources.icon("instagrid-plus"), side: 20)
            Trace.event(.warmupDone)
        }
    }
}
