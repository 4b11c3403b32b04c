extension UInt8 {
    /// Two upper-case hexadecimal digits ("0A"): marker codes in messages, colours as #RRGGBB.
    public var hexDigits: String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(self >> 4)], digits[Int(self & 0x0F)]])
    }
}
