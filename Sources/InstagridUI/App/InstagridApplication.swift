import GtkKit
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The GtkApplication: one instance per user session; launching again raises the window.
public final class InstagridApplication {
    public static let id = "io.github.instagrid.Instagrid"

    private let application = Application(id: InstagridApplication.id)
    private let resources: Resources
    private var mainWindow: MainWindow?
    private var actions: AppActions?
    /// Whether the icons' resource bundle was found; a build without it finds them in folders.
    private let iconsBundled: Bool

    public init(resources: Resources) {
        self.resources = resources
        // Registered before GtkApplication starts up, which hands its resource path's icons to the theme.
        iconsBundled = Appearance.registerResourceBundle(resources.iconBundle)
        application.onStartup { [unowned self] in startUp() }
        application.quitOnTerminationSignals()
        application.onActivate { [unowned self] in activate() }
        // A change made just before Quit or SIGTERM may still be on the save queue.
        application.onShutdown { [unowned self] in
            mainWindow?.session.finishSaving()
            mainWindow?.keptLayouts.finishSaving()
        }
        application.onOpen { [unowned self] names in
            window.present()
            let paths = names.compactMap(LocalPath.init(bytes:))
            // A document opens as itself; anything else is photos for the slots.
            if paths.count == 1, let document = paths.first, document.hasSuffix("." + CollageDocument.fileExtension) {
                window.documents.open(document)
            } else {
                window.intake.placePhotos(paths)
            }
        }
    }

    /// `photos` go into the slots, as if chosen one by one (into the running instance, if there is one).
    public func run(photos: [LocalPath] = []) -> Int32 {
        Trace.event(.run)
        Warmup.begin(resources)
        return application.run(opening: photos.map(\.bytes))
    }

    private func startUp() {
        Trace.event(.startup)
        Localization.setUp(catalogues: resources.catalogues)
        FontFaces.register(from: resources.fontFolder)
        // A build without the bundle still finds its icons, at the price of a theme rescan.
        if !iconsBundled {
            Appearance.addIconFolder(resources.iconFolder)
            if let appIcons = resources.sourceTreeAppIcons { Appearance.addIconFolder(appIcons) }
        }
        Appearance.setDefaultWindowIcon(Self.id)
        Appearance.addStyleSheet(file: resources.styleSheet)
        actions = AppActions(application: application, window: { [unowned self] in window }) { [unowned self] in
            if let mainWindow { mainWindow.window.close() } else { application.quit() }
        }
        SharedFiles.removeOld()
        Trace.event(.startupDone)
    }

    /// The one window, made on first use (an action may arrive before activation).
    private var window: MainWindow {
        if let mainWindow { return mainWindow }
        let made = MainWindow(application: application, resources: resources)
        Trace.event(.windowBuilt)
        mainWindow = made
        made.state.observe { [unowned self] collage, history in actions?.reflect(collage, history) }
        made.intake.restoreSession(from: made.session)
        Trace.event(.sessionRestored)
        return made
    }

    private func activate() {
        Trace.event(.activate)
        window.present()
        Trace.event(.presented)
    }
}
