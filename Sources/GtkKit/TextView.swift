import CGtk

/// A field of several lines, wrapped at its width as words wrap on a picture: typed words,
/// a new line where the person asks for one.
public final class TextView: Widget {
    public enum Alignment { case left, centre, right }

    public init() {
        super.init(adopting: gtk_text_view_new())
        gtk_text_view_set_wrap_mode(cast(), GTK_WRAP_WORD_CHAR)
        // Tab leaves the field, as it leaves any other.
        gtk_text_view_set_accepts_tab(cast(), 0)
    }

    /// The view keeps it for its life.
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(cast())! }

    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let written = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(written) }
            return String(cString: written)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Selects every character, so that typing replaces them.
    public func selectAll() {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_select_range(buffer, &start, &end)
    }

    public var alignment: Alignment = .left {
        didSet {
            let justification = switch alignment {
            case .left: GTK_JUSTIFY_LEFT
            case .centre: GTK_JUSTIFY_CENTER
            case .right: GTK_JUSTIFY_RIGHT
            }
            gtk_text_view_set_justification(cast(), justification)
        }
    }

    /// The words changed, by typing or by `text`.
    public func onChanged(_ handler: @escaping () -> Void) {
        connectSignal(UnsafeMutableRawPointer(buffer), "changed", handler, thunk: Thunk.address(Thunk.plain))
    }
}
