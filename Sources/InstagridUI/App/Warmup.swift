import GtkKit
import InstagridRender
import InstagridResources
import InstagridTrace

/// Work the first frame needs that does not touch GTK: done on another core
/// while the main thread initialises GTK. Rasterising one icon loads
/// gdk-pixbuf's SVG loader and librsvg, which the icons otherwise load on the
/// main thread during the first frame. The process may end while the loader is
/// being loaded (GTK exits when there is no display, a second launch hands its
/// photos over and exits): `BackgroundWork` makes exit wait for it.
enum Warmup {
    static func begin(_ resources: Resources) {
        BackgroundWork.start(qos: .userInteractive) {
            _ = VectorImage.rasterize(path: resources.icon("instagrid-plus"), side: 20)
            Trace.event(.warmupDone)
        }
    }
}
