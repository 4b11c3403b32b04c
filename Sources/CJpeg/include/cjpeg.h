#ifndef INSTAGRID_CJPEG_H
#define INSTAGRID_CJPEG_H
// libjpeg-turbo behind calls that return instead of jumping: libjpeg reports an
// error by calling a function that must not return, which only C can answer
// (setjmp/longjmp). Each call below catches its own errors, so no jump ever
// crosses a Swift frame. libjpeg's headers stay in the .c file.
#include <stddef.h>

typedef struct CJpegDecoder CJpegDecoder;

typedef enum {
    // Grey, YCbCr or RGB: libjpeg-turbo converts these straight to Cairo's pixels.
    CJPEG_COLOR_CONVERTIBLE = 0,
    // CMYK, YCCK or unknown: left to another decoder.
    CJPEG_COLOR_OTHER = 1,
} CJpegColor;

typedef struct {
    int width;
    int height;
    int components;
    int progressive;
    CJpegColor color;
} CJpegHeader;

/// A decoder reading `length` bytes at `data`, which must outlive it. NULL if out of memory.
CJpegDecoder *cjpeg_create(const unsigned char *data, size_t length);
void cjpeg_destroy(CJpegDecoder *decoder);

/// The last error, in libjpeg's words ("" if none).
const char *cjpeg_error(const CJpegDecoder *decoder);

/// Each returns 0 on success and -1 on an error (see cjpeg_error).
int cjpeg_read_header(CJpegDecoder *decoder, CJpegHeader *header);

/// The size cjpeg_start would output at `eighths`/8: libjpeg decides it, and may not
/// scale at all (libjpeg-turbo 3 outputs a lossless JPEG whole).
int cjpeg_output_size(CJpegDecoder *decoder, int eighths, int *width, int *height);

/// Starts decoding at `eighths`/8 of the stored size (1...8) into 32-bit pixels laid
/// out as Cairo's RGB24 on this machine; a progressive file is decoded in one output pass.
int cjpeg_start(CJpegDecoder *decoder, int eighths, int *width, int *height);

/// Decodes the next `count` rows into `rows` (each `width` * 4 bytes).
int cjpeg_read_rows(CJpegDecoder *decoder, unsigned char *const *rows, int count);

/// Progressive files, shown while they load: start as cjpeg_start does, but keep the
/// coefficients so that the image can be output after any scan.
int cjpeg_start_buffered(CJpegDecoder *decoder, int eighths, int *width, int *height);

/// Reads input until the next scan is complete; `*at_end` becomes 1 once the whole file is read.
int cjpeg_read_scan(CJpegDecoder *decoder, int *at_end);

/// Starts an output pass showing every scan read so far; its rows come from cjpeg_read_rows.
int cjpeg_start_pass(CJpegDecoder *decoder);
int cjpeg_finish_pass(CJpegDecoder *decoder);

#endif
