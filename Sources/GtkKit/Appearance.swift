import CGtk
import GLibKit

/// Process-wide look: style sheets, font files and icon folders the app ships or names.
public enum Appearance {
    public static func addStyleSheet(file path: String) {
        withOwned(gtk_css_provider_new()!) { provider in
            gtk_css_provider_load_from_path(provider, path)
            gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
    }

    /// The icon every window shows (in a window list, say), by icon-theme name.
    public static func setDefaultWindowIcon(_ name: String) {
        gtk_window_set_default_icon_name(name)
    }

    /// Makes the resources in a bundle made by glib-compile-resources available to
    /// the process (an application's icons under its resource path, say); false if
    /// the file cannot be read.
    public static func registerResourceBundle(_ path: String) -> Bool {
        guard let bundle = g_resource_load(path, nil) else { return false }
        g_resources_register(bundle)
        g_resource_unref(bundle)
        return true
    }

    /// Lets named icons come from `folder` (laid out like an icon theme: hicolor/scalable/…).
    public static func addIconFolder(_ folder: String) {
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        gtk_icon_theme_add_search_path(theme, folder)
    }
}

/// Style rules made at run time (from a colour the user chose, say), for the whole display
/// at the application's priority, above the style sheet file; `load` replaces them all. Kept as
/// long as the display: the window that makes them lives as long.
public final class StyleRules {
    private let provider = gtk_css_provider_new()!

    public init() {
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    public func load(_ css: String) {
        #if GTK_4_12
        gtk_css_provider_load_from_string(provider, css)
        #else
        gtk_css_provider_load_from_data(provider, css, -1)
        #endif
    }

}
