import GtkKit
import InstagridActions
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// Every layout, grouped by how many photos it takes, each drawn from its cells (no
/// hand-made icon per layout): the fourth button beside the design's three opens it.
/// Its buttons target the stateful `layout` action, so the current one shows pressed.
/// Above them, Your Layouts: those shaped by hand and kept, each with its Remove.
final class LayoutGallery {
    let popover = Popover()
    static let iconSide = 56
    private let yours = Box(.vertical, spacing: 6)
    private var yourRows: [Widget] = []
    private let kept: () -> [Layout]

    init(kept: @escaping () -> [Layout]) {
        self.kept = kept
        popover.name = "layout-gallery"
        // Two columns of groups, rows of at most four: it fits above the buttons of a small window.
        let columns = Box(.horizontal, spacing: 18)
        columns.setMargins(top: 10, bottom: 10, start: 10, end: 10)
        for half in [Layout.byPhotoCount.filter { $0.count <= 4 }, Layout.byPhotoCount.filter { $0.count > 4 }] {
            let column = Box(.vertical, spacing: 6)
            for (count, group) in half {
                column.append(popoverHeading(Self.heading(photos: count)))
                for start in stride(from: 0, to: group.count, by: 4) {
                    let row = Box(.horizontal, spacing: 6)
                    for layout in group[start..<min(start + 4, group.count)] { row.append(button(for: layout)) }
                    column.append(row)
                }
            }
            columns.append(column)
        }
        let all = Box(.vertical)
        yours.setMargins(top: 10, start: 10, end: 10)
        all.append(yours)
        all.append(columns)
        popover.setChild(all)
        showKept()
        popover.onSignal("show") { Trace.event(.galleryShown, "\(kept().count) kept") }
        popover.onSignal("hide") { Trace.event(.galleryHidden) }
    }

    /// Your Layouts as they are now: made anew when one is kept or removed.
    func showKept() {
        for row in yourRows { yours.remove(row) }
        let layouts = kept()
        yours.isVisible = !layouts.isEmpty
        // TRANSLATORS: a heading over the layouts the user shaped by hand and kept.
        yourRows = layouts.isEmpty ? [] : [popoverHeading(tr("Your Layouts"))]
        for start in stride(from: 0, to: layouts.count, by: 4) {
            let row = Box(.horizontal, spacing: 6)
            for (offset, layout) in layouts[start..<min(start + 4, layouts.count)].enumerated() {
                row.append(item(for: layout, number: start + offset + 1))
            }
            yourRows.append(row)
        }
        for row in yourRows { yours.append(row) }
    }

    /// A kept layout's button (it takes the layout) and its Remove.
    private func item(for layout: Layout, number: Int) -> Box {
        let item = Box(.vertical, spacing: 2)
        let use = Button()
        use.addCSSClass("gallery-layout")
        use.setChild(Self.icon(of: layout, side: Self.iconSide))
        use.setAction(.useLayout, target: Variant(layout.form))
        // TRANSLATORS: a layout the user shaped and kept, as a screen reader names its button; {number} counts from 1.
        use.setAccessibleLabel(tr("Your layout {number}", ["number": "\(number)"]))
        use.tooltip = layout.form
        use.onSignal("clicked") { [unowned self] in popover.popdown() }
        let remove = Button()
        remove.setChild(Label(tr("Remove")))
        remove.addCSSClass("flat")
        remove.setAction(.forgetLayout, target: Variant(layout.form))
        remove.setAccessibleLabel(tr("Remove your layout {number}", ["number": "\(number)"]))
        item.append(use)
        item.append(remove)
        return item
    }

    /// The title of the layouts taking `photos` photos.
    static func heading(photos: Int) -> String {
        // TRANSLATORS: a heading over the layouts that take {count} photos (2 to 9).
        tr("{count} photos", ["count": "\(photos)"])
    }

    private func button(for layout: Layout) -> ToggleButton {
        let button = ToggleButton.choosing(layout, cssClass: "gallery-layout", name: "gallery-layout-\(layout.id)")
        button.setChild(Self.icon(of: layout, side: Self.iconSide))
        button.onSignal("clicked") { [unowned self] in popover.popdown() }
        return button
    }

    /// The design's layout pictograms: white cells on light grey, 5 px of 80 between them.
    static let pictogram = Looks(frameColour: RGBColour(red: 0xD8, green: 0xD8, blue: 0xD8), spacing: 5.0 / 80 * 100, cornerRadius: 0)

    /// A pictogram of `layout`, drawn from its cells as the seed's three are drawn by hand.
    static func icon(of layout: Layout, side: Int) -> DrawingArea {
        let icon = DrawingArea()
        icon.setSizeRequest(width: side, height: side)
        icon.setDraw { cr, width, height in
            let size = Double(min(width, height))
            let canvas = Canvas(cr)
            canvas.translate((Double(width) - size) / 2, (Double(height) - size) / 2)
            CollageRenderer.draw(canvas, size: Size(width: size, height: size), layout: layout, looks: pictogram, photos: [:])
        }
        return icon
    }
}
