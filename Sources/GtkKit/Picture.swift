import CGtk

/// A GdkTexture: pixels GTK can show in a picture or put on the clipboard.
public final class Texture: Object {
    /// Wraps packed 8-bit red, green, blue rows, copying them once. Opaque pixels are
    /// handed over as exactly that: a format with an alpha byte would make GDK trust
    /// whatever sits in it.
    public init(rgbPixels pixels: [UInt8], width: Int, height: Int, stride: Int) {
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize(stride * height)) }
        super.init(adopting: gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8, bytes, gsize(stride))!)
        g_bytes_unref(bytes)
    }

    public var width: Int { Int(gdk_texture_get_width(opaque)) }
    public var height: Int { Int(gdk_texture_get_height(opaque)) }
}

/// Shows a texture scaled to fit, keeping its aspect ratio.
public final class Picture: Widget {
    public init() {
        super.init(adopting: gtk_picture_new())
        gtk_picture_set_can_shrink(OpaquePointer(pointer), 1)
    }

    public func setTexture(_ texture: Texture?) {
        gtk_picture_set_paintable(OpaquePointer(pointer), texture?.opaque)
    }

    /// The point of `texture`, shown here scaled to fit and centred, under the widget's point
    /// (`x`, `y`), kept inside it.
    public func texturePoint(of texture: Texture, at x: Double, _ y: Double) -> (x: Int, y: Int) {
        let scale = min(Double(width) / Double(texture.width), Double(height) / Double(texture.height))
        guard scale.isFinite, scale > 0 else { return (texture.width / 2, texture.height / 2) }
        let left = (Double(width) - Double(texture.width) * scale) / 2, top = (Double(height) - Double(texture.height) * scale) / 2
        return (min(max(Int((x - left) / scale), 0), texture.width), min(max(Int((y - top) / scale), 0), texture.height))
    }
}

public enum Clipboard {
    /// Puts an image on the display's clipboard, offered to other apps in every image format GTK knows.
    public static func set(_ texture: Texture, for widget: Widget) {
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(widget.widget), texture.opaque)
    }

    /// Puts text on the display's clipboard.
    public static func set(_ text: String, for widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widget), text)
    }

    /// The clipboard's text, once read (from another application, it takes a round trip):
    /// nil when it holds none.
    public static func readText(for widget: Widget, _ done: @escaping (String?) -> Void) {
        let clipboard = gtk_widget_get_clipboard(widget.widget)
        let ready = asyncReady { result in
            let text = gdk_clipboard_read_text_finish(clipboard, result, nil)
            done(text.map { text in
                defer { g_free(text) }
                return String(cString: text)
            })
        }
        gdk_clipboard_read_text_async(clipboard, nil, ready.callback, ready.data)
    }
}
