import CGtk

/// A line between two parts; screen readers call it a separator.
public final class Separator: Widget {
    public init(_ orientation: Orientation) {
        super.init(adopting: gtk_separator_new(orientation.gtk))
    }
}
