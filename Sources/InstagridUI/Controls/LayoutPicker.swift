import GtkKit
import InstagridModel
import InstagridResources

/// The row (portrait) or column (landscape) of layout buttons; the active one
/// wears the "Selected" marker.
final class LayoutPicker {
    let root = Box(.horizontal, spacing: 20)
    private var markers: [String: Image] = [:]
    static let buttonSide = 80

    /// Your Layouts, as the gallery shows them when it opens.
    private let kept: () -> [Layout]

    init(kept: @escaping () -> [Layout]) {
        self.kept = kept
        root.name = "layout-picker"
        root.align(horizontal: .center, vertical: .center)
        for layout in Layout.seed {
            let button = ToggleButton.choosing(layout, cssClass: "layout", name: "layout-\(layout.id)")
            let stack = Overlay()
            stack.setChild(Image(iconName: "instagrid-layout-\(layout.id)", pixelSize: Self.buttonSide))
            let marker = Image(iconName: "instagrid-selected", pixelSize: Self.buttonSide)
            marker.isVisible = false
            stack.addOverlay(marker)
            button.setChild(stack)
            markers[layout.id] = marker
            root.append(button)
        }
        moreMarker.isVisible = false
        root.append(galleryButton)
    }

    /// Your Layouts changed: the gallery, if made, shows them anew.
    func keptChanged() {
        gallery?.showKept()
    }

    /// Every other layout, made when the fourth button first opens it.
    private var gallery: LayoutGallery?
    /// The fourth button: every other layout, in a gallery; it wears the marker for them.
    private lazy var galleryButton: PopoverButton = {
        let more = Overlay()
        more.setChild(LayoutGallery.icon(of: Layout.numbered(24)!, side: Self.buttonSide))
        more.addOverlay(moreMarker)
        let button = PopoverButton(child: more) { [unowned self] in
            let made = LayoutGallery(kept: kept)
            made.popover.prefer(side)
            gallery = made
            return made.popover
        }
        button.addCSSClass("layout")
        button.name = "layout-more"
        button.setAccessibleLabel(tr("More layouts"))
        button.tooltip = tr("More layouts")
        return button
    }()
    /// Where the gallery opens: above the row, left of the column.
    private var side: Popover.Side { root.orientation == .horizontal ? .above : .left }

    func showGallery() { galleryButton.popup() }
    private let moreMarker = Image(iconName: "instagrid-selected", pixelSize: LayoutPicker.buttonSide)

    var orientation: Orientation {
        get { root.orientation }
        set {
            root.orientation = newValue
            gallery?.popover.prefer(side)
        }
    }

    func select(_ layout: Layout) {
        for (id, marker) in markers { marker.isVisible = id == layout.id }
        moreMarker.isVisible = markers[layout.id] == nil
    }
}
