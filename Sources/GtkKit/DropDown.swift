import CGtk
import GLibKit

/// A button that drops down a list of strings, one of them selected.
public final class DropDown: Widget {
    public init(_ items: [String] = []) {
        super.init(adopting: gtk_drop_down_new(nil, nil))
        setItems(items)
    }

    private var dropDown: OpaquePointer { OpaquePointer(pointer) }

    /// Replaces the list; the first item becomes the selected one.
    public func setItems(_ items: [String]) {
        var strings = items.map { UnsafePointer(strdup($0)) } + [nil]
        defer { strings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        withOwned(gtk_string_list_new(&strings)!) { gtk_drop_down_set_model(dropDown, $0) }
        gtk_drop_down_set_selected(dropDown, 0)
    }

    /// The selected item's index (0 when nothing is).
    public var selected: Int {
        get {
            let index = gtk_drop_down_get_selected(dropDown)
            return index == GTK_INVALID_LIST_POSITION ? 0 : Int(index)
        }
        set { gtk_drop_down_set_selected(dropDown, guint(newValue)) }
    }

    /// `handler` gets the index of each item chosen, by the user or by `selected`.
    public func onSelected(_ handler: @escaping (Int) -> Void) {
        onNotify("selected") { [unowned self] in handler(selected) }
    }
}
