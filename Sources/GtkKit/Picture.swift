import CGtk

/// A GdkTexture: pixels GTK can show in a picture or put on the clipboard.
public final class Texture: Object {
    /// Wraps native-endian premultiplied ARGB pixels (Cairo's image layout), copying them once.
    public init(argbPixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        let bytes = g_bytes_new(argbPixels, gsize(stride * height))
        let texture = gdk_memory_texture_new(Int32(width), Int32(height), cgtk_memory_format_cairo(), bytes, gsize(stride))!
        g_bytes_unref(bytes)
        super.init(sinking: UnsafeMutableRawPointer(texture))
        g_object_unref(pointer)  // not floating: ref_sink added a second reference
    }
}

/// Shows a texture scaled to fit, keeping its aspect ratio.
public final class Picture: Widget {
    public init() {
        super.init(sinking: gtk_picture_new())
        gtk_picture_set_can_shrink(OpaquePointer(pointer), 1)
    }

    public func setTexture(_ texture: Texture?) {
        gtk_picture_set_paintable(OpaquePointer(pointer), texture?.opaque)
    }
}

public enum Clipboard {
    /// Puts an image on the display's clipboard, offered to other apps in every image format GTK knows.
    public static func set(_ texture: Texture, for widget: Widget) {
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(widget.widget), texture.opaque)
    }
}
