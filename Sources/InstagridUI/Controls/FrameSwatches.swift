import InstagridModel
import InstagridResources

/// The frame colours offered by name, the design's blue first.
enum FrameSwatches {
    static var all: [(colour: RGBColour, name: String)] {
        [(Looks.seed.frameColour, tr("The design’s blue")), (RGBColour(hex: "#FFFFFF")!, tr("White")),
         (RGBColour(hex: "#000000")!, tr("Black")), (RGBColour(hex: "#2E3436")!, tr("Charcoal")),
         (RGBColour(hex: "#F6F5F0")!, tr("Paper")), (RGBColour(hex: "#C01C28")!, tr("Red"))]
    }
}
