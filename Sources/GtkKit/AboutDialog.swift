import CGtk
import GLibKit

/// GTK's standard About window.
public enum AboutDialog {
    public struct Details {
        public var name, version, comments, website, copyright, iconName: String
        public var license: License

        public init(name: String, version: String, comments: String, website: String, copyright: String,
                    iconName: String, license: License) {
            (self.name, self.version, self.comments, self.website, self.copyright, self.iconName, self.license) =
                (name, version, comments, website, copyright, iconName, license)
        }
    }

    public enum License {
        case gpl3OrLater

        var gtk: GtkLicense {
            switch self {
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            }
        }
    }

    public static func show(_ details: Details, parent: Window) {
        let widget = gtk_about_dialog_new()!
        let about = OpaquePointer(widget)
        gtk_about_dialog_set_program_name(about, details.name)
        gtk_about_dialog_set_version(about, details.version)
        gtk_about_dialog_set_comments(about, details.comments)
        gtk_about_dialog_set_website(about, details.website)
        gtk_about_dialog_set_copyright(about, details.copyright)
        gtk_about_dialog_set_logo_icon_name(about, details.iconName)
        gtk_about_dialog_set_license_type(about, details.license.gtk)
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent.window)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_present(window)
    }
}

/// A window built from GtkBuilder XML (GtkShortcutsWindow has no other public constructor).
public enum BuiltWindow {
    public static func present(xml: String, id: String, parent: Window) {
        withOwned(gtk_builder_new_from_string(xml, -1)!) { builder in
            guard let object = gtk_builder_get_object(builder, id) else { return }
            let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_transient_for(window, parent.window)
            gtk_window_present(window)
        }
    }
}
