import GtkKit
import InstagridModel

/// The GtkApplication: one instance per user session; launching again raises the window.
public final class InstagridApplication {
    public static let id = "io.github.instagrid.Instagrid"

    private let application = Application(id: InstagridApplication.id)
    private let resources: Resources
    private var mainWindow: MainWindow?
    private var actions: AppActions?

    public init(resources: Resources) {
        self.resources = resources
        application.onStartup { [unowned self] in startUp() }
        application.onActivate { [unowned self] in activate() }
    }

    public func run() -> Int32 {
        Warmup.begin(resources)
        return application.run()
    }

    private func startUp() {
        Fonts.register()
        Appearance.addIconFolder(resources.iconFolder)
        Appearance.addStyleSheet(file: resources.styleSheet)
        actions = AppActions(application: application) { [unowned self] in window }
    }

    /// The one window, made on first use (an action may arrive before activation).
    private var window: MainWindow {
        if let mainWindow { return mainWindow }
        let made = MainWindow(application: application, resources: resources)
        mainWindow = made
        return made
    }

    private func activate() {
        window.present()
    }
}
