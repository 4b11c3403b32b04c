import CGtk

extension Widget {
    /// The size of the window the widget is in, as laid out now; nil before it has one.
    public var windowSize: (width: Int, height: Int)? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        let size = (Int(gtk_widget_get_width(window)), Int(gtk_widget_get_height(window)))
        return size.0 > 0 && size.1 > 0 ? size : nil
    }

    /// The size in logical pixels of the monitor the widget's window shows on, or of the
    /// display's first monitor before the window is on one; nil without a display.
    public var monitorSize: (width: Int, height: Int)? {
        guard let display = gdk_display_get_default() else { return nil }
        var monitor: OpaquePointer?
        if let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) {
            monitor = gdk_display_get_monitor_at_surface(display, surface)
        }
        if monitor == nil, let monitors = gdk_display_get_monitors(display), let first = g_list_model_get_item(monitors, 0) {
            monitor = OpaquePointer(first)
            g_object_unref(first)
        }
        guard let monitor else { return nil }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        return (Int(geometry.width), Int(geometry.height))
    }
}
