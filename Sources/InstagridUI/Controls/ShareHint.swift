import GtkKit
import InstagridGestures
import InstagridModel
import InstagridResources

/// The arrow and "Swipe up to share" / "Swipe left to share".
final class ShareHint {
    let root = Box(.vertical, spacing: 6)
    private let arrow = Image(iconName: "instagrid-arrow-up", pixelSize: 17)
    private let label = Label(tr("Swipe up to share"))

    init() {
        root.name = "share-hint"
        root.align(horizontal: .center, vertical: .center)
        label.addCSSClass("share-label")
        label.setWraps(true)
        root.append(arrow)
        root.append(label)
    }

    var direction: ShareDirection = .up {
        didSet {
            arrow.iconName = direction == .up ? "instagrid-arrow-up" : "instagrid-arrow-left"
            label.text = direction == .up ? tr("Swipe up to share") : tr("Swipe left to share")
        }
    }
}
