import InstagridModel

extension Rect {
    /// This rect moved by (`dx`, `dy`) in whole pixels, as an overlay places a child.
    func placed(dx: Double = 0, dy: Double = 0) -> (x: Int, y: Int, width: Int, height: Int) {
        (Int((dx + x).rounded()), Int((dy + y).rounded()), Int(width.rounded()), Int(height.rounded()))
    }
}
