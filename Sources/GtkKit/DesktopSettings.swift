import CGtk

/// The user's desktop settings GTK reads (from the desktop, or its own defaults).
public enum DesktopSettings {
    /// The longest pause between the clicks of a double-click, in seconds.
    public static var doubleClickTime: Double { Double(cgtk_setting_int("gtk-double-click-time")) / 1000 }

    /// Off when the user asked for less motion: animations then jump to their end.
    public static var animationsEnabled: Bool { cgtk_setting_bool("gtk-enable-animations") != 0 }
}
