import Dispatch
import Glibc
import InstagridRender
import InstagridResources
import InstagridTrace

/// Work the first frame needs that does not touch GTK: done on another core
/// while the main thread initialises GTK. Rasterising one icon loads
/// gdk-pixbuf's SVG loader and librsvg, which the icons otherwise load on the
/// main thread during the first frame.
enum Warmup {
    private static let running = DispatchGroup()

    static func begin(_ resources: Resources) {
        // The process may end while the loader is being loaded: GTK exits when there is no
        // display, a second launch hands its photos over and exits. glibc then marks the
        // libraries unloaded while a dlopen on this thread runs their constructors again, and
        // GObject's aborts ("cannot register existing fundamental type"). Exit waits for the
        // warm-up first: its handlers run before the libraries are torn down.
        atexit { Warmup.running.wait() }
        DispatchQueue.global(qos: .userInteractive).async(group: running) {
            _ = VectorImage.rasterize(path: resources.icon("instagrid-plus"), side: 20)
            Trace.event(.warmupDone)
        }
    }
}
