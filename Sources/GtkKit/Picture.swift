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

    /// `scale`: the screen pixels a point of the texture covers, 2 for one made for a screen
    /// of twice the pixels. A texture's size is its pixels; shown as it was, such a one
    /// would take twice the room and be drawn blurred.
    public func setTexture(_ texture: Texture?, scale: Int = 1) {
        guard let texture, scale > 1 else { return gtk_picture_set_paintable(OpaquePointer(pointer), texture?.opaque) }
        let snapshot = gtk_snapshot_new()
        var size = graphene_size_t(width: Float(texture.width) / Float(scale), height: Float(texture.height) / Float(scale))
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: size)
        gtk_snapshot_append_texture(snapshot, texture.opaque, &bounds)
        let paintable = Object(adopting: gtk_snapshot_free_to_paintable(snapshot, &size)!)
        gtk_picture_set_paintable(OpaquePointer(pointer), paintable.opaque)
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
