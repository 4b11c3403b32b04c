import GtkKit
import InstagridModel

/// The GtkApplication: one instance per user session; launching again raises the window.
public final class InstagridApplication {
    public static let id = "io.github.instagrid.Instagrid"

    private let application = Application(id: InstagridApplication.id)
    private let resources: Resources
    private var mainWindow: MainWindow?

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
        for layout in Layout.all {
            application.setAccelerators(["\(layout.number)", "KP_\(layout.number)"], for: "win.layout(\(layout.number))")
        }
    }

    private func activate() {
        if mainWindow == nil {
            mainWindow = MainWindow(application: application, resources: resources)
        }
        mainWindow?.present()
    }
}
