import GtkKit

/// A group's title inside a popover (the layout gallery, the looks).
func popoverHeading(_ text: String) -> Label {
    let label = Label(text)
    label.align(horizontal: .start, vertical: .center)
    label.addCSSClass("gallery-heading")
    return label
}
