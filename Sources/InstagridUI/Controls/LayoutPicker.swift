import GtkKit
import InstagridModel
import InstagridRender

/// The row (portrait) or column (landscape) of layout buttons; the active one
/// wears the "Selected" marker.
final class LayoutPicker {
    let root = Box(.horizontal, spacing: 20)
    private var markers: [Int: Image] = [:]
    static let buttonSide = 80

    init() {
        root.name = "layout-picker"
        root.align(horizontal: .center, vertical: .center)
        for layout in Layout.seed {
            let button = ToggleButton.choosing(layout, cssClass: "layout", name: "layout-\(layout.number)")
            let stack = Overlay()
            stack.setChild(Image(iconName: "instagrid-layout-\(layout.number)", pixelSize: Self.buttonSide))
            let marker = Image(iconName: "instagrid-selected", pixelSize: Self.buttonSide)
            marker.isVisible = false
            stack.addOverlay(marker)
            button.setChild(stack)
            markers[layout.number] = marker
            root.append(button)
        }
        // The fourth button: every other layout, in a gallery; it wears the marker for them.
        let more = Overlay()
        more.setChild(LayoutGallery.icon(of: Layout.numbered(24)!, side: Self.buttonSide))
        moreMarker.isVisible = false
        more.addOverlay(moreMarker)
        galleryButton = PopoverButton(child: more, popover: gallery.popover)
        galleryButton.addCSSClass("layout")
        galleryButton.name = "layout-more"
        galleryButton.setAccessibleLabel(tr("More layouts"))
        galleryButton.tooltip = tr("More layouts")
        root.append(galleryButton)
        self.gallery.popover.prefer(.above)
    }

    private let gallery = LayoutGallery()
    private let galleryButton: PopoverButton

    func showGallery() { galleryButton.popup() }
    private let moreMarker = Image(iconName: "instagrid-selected", pixelSize: LayoutPicker.buttonSide)

    var orientation: Orientation {
        get { root.orientation }
        set {
            root.orientation = newValue
            gallery.popover.prefer(newValue == .horizontal ? .above : .left)
        }
    }

    func select(_ layout: Layout) {
        for (number, marker) in markers { marker.isVisible = number == layout.number }
        moreMarker.isVisible = markers[layout.number] == nil
    }
}
