import CGtk

/// A horizontal slider over a range of numbers.
public final class Scale: Widget {
    public init(range: ClosedRange<Double>, step: Double) {
        super.init(adopting: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
        gtk_scale_set_draw_value(cast(), 1)
        gtk_scale_set_digits(cast(), 1)
    }

    public var value: Double {
        get { gtk_range_get_value(cast()) }
        set { gtk_range_set_value(cast(), newValue) }
    }

    /// The most the slider goes to, short of its range's end: the rest of the track is shown
    /// but the knob stops here (GTK's fill level, restricted to).
    public func stop(at limit: Double) {
        gtk_range_set_show_fill_level(cast(), 1)
        gtk_range_set_restrict_to_fill_level(cast(), 1)
        gtk_range_set_fill_level(cast(), limit)
    }

    public func onValueChanged(_ handler: @escaping (Double) -> Void) {
        onSignal("value-changed") { [unowned self] in handler(value) }
    }
}
