import CGtk

public final class Label: Widget {
    public init(_ text: String) {
        super.init(adopting: gtk_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(OpaquePointer(pointer))) }
        set { gtk_label_set_text(OpaquePointer(pointer), newValue) }
    }

    /// Wrapped at word boundaries, lines starting at the left.
    public func wrapsLeftAligned(maxWidthChars: Int) {
        gtk_label_set_wrap(OpaquePointer(pointer), 1)
        gtk_label_set_xalign(OpaquePointer(pointer), 0)
        gtk_label_set_max_width_chars(OpaquePointer(pointer), Int32(maxWidthChars))
    }

    public func setWraps(_ wraps: Bool) {
        gtk_label_set_wrap(OpaquePointer(pointer), wraps ? 1 : 0)
        gtk_label_set_justify(OpaquePointer(pointer), GTK_JUSTIFY_CENTER)
    }
}

/// A named icon from the icon theme, drawn at a fixed pixel size: decoration, which
/// screen readers skip (the control it sits in, or the text beside it, says what it means).
public final class Image: Widget {
    public init(iconName: String, pixelSize: Int) {
        super.init(adopting: cgtk_image_new_decorative(iconName))
        self.pixelSize = pixelSize
    }

    public var iconName: String {
        get { gtk_image_get_icon_name(OpaquePointer(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_image_set_from_icon_name(OpaquePointer(pointer), newValue) }
    }

    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(OpaquePointer(pointer))) }
        set { gtk_image_set_pixel_size(OpaquePointer(pointer), Int32(newValue)) }
    }
}
