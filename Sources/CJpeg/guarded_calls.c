#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct CJpegDecoder {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf recovery;
    char message[JMSG_LENGTH_MAX];
};

static void jump_back(j_common_ptr info) {
    CJpegDecoder *decoder = (CJpegDecoder *)info->client_data;
    info->err->format_message(info, decoder->message);
    longjmp(decoder->recovery, 1);
}

// Warnings (stray bytes, a missing end marker) would go to stderr; the caller
// judges a file's completeness itself.
static void stay_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

CJpegDecoder *cjpeg_create(const unsigned char *data, size_t length) {
    CJpegDecoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) return NULL;
    decoder->info.err = jpeg_std_error(&decoder->errors);
    decoder->errors.error_exit = jump_back;
    decoder->errors.emit_message = stay_quiet;
    decoder->info.client_data = decoder;
    if (setjmp(decoder->recovery)) {
        jpeg_destroy_decompress(&decoder->info);
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->info);
    jpeg_mem_src(&decoder->info, data, (unsigned long)length);
    return decoder;
}

void cjpeg_destroy(CJpegDecoder *decoder) {
    if (!decoder) return;
    jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}

const char *cjpeg_error(const CJpegDecoder *decoder) { return decoder->message; }

int cjpeg_read_header(CJpegDecoder *decoder, CJpegHeader *header) {
    if (setjmp(decoder->recovery)) return -1;
    jpeg_read_header(&decoder->info, TRUE);
    header->width = (int)decoder->info.image_width;
    header->height = (int)decoder->info.image_height;
    header->components = decoder->info.num_components;
    header->progressive = decoder->info.progressive_mode ? 1 : 0;
    switch (decoder->info.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        header->color = CJPEG_COLOR_CONVERTIBLE;
        break;
    default:
        header->color = CJPEG_COLOR_OTHER;
    }
    return 0;
}

int cjpeg_output_size(CJpegDecoder *decoder, int eighths, int *width, int *height) {
    if (setjmp(decoder->recovery)) return -1;
    decoder->info.scale_num = (unsigned int)eighths;
    decoder->info.scale_denom = 8;
    jpeg_calc_output_dimensions(&decoder->info);
    *width = (int)decoder->info.output_width;
    *height = (int)decoder->info.output_height;
    return 0;
}

static int start(CJpegDecoder *decoder, int eighths, boolean buffered, int *width, int *height) {
    if (setjmp(decoder->recovery)) return -1;
    decoder->info.scale_num = (unsigned int)eighths;
    decoder->info.scale_denom = 8;
    // Cairo's RGB24 is a native-endian 0x00RRGGBB word.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    decoder->info.out_color_space = JCS_EXT_BGRX;
#else
    decoder->info.out_color_space = JCS_EXT_XRGB;
#endif
    decoder->info.buffered_image = buffered;
    jpeg_start_decompress(&decoder->info);
    *width = (int)decoder->info.output_width;
    *height = (int)decoder->info.output_height;
    return 0;
}

int cjpeg_start(CJpegDecoder *decoder, int eighths, int *width, int *height) {
    return start(decoder, eighths, FALSE, width, height);
}

int cjpeg_start_buffered(CJpegDecoder *decoder, int eighths, int *width, int *height) {
    // Smoothing an early scan's blocks took four times as long as outputting them
    // (44 ms against 9 for a 5640x3172 photo at 1/8), for a picture shown a moment.
    decoder->info.do_block_smoothing = FALSE;
    return start(decoder, eighths, TRUE, width, height);
}

int cjpeg_read_scan(CJpegDecoder *decoder, int *at_end) {
    if (setjmp(decoder->recovery)) return -1;
    for (;;) {
        int status = jpeg_consume_input(&decoder->info);
        if (status == JPEG_REACHED_EOI) {
            *at_end = 1;
            return 0;
        }
        if (status == JPEG_SCAN_COMPLETED) {
            *at_end = 0;
            return 0;
        }
        if (status == JPEG_SUSPENDED) {
            // A memory source never suspends; only a file cut short could get here.
            snprintf(decoder->message, sizeof decoder->message, "the data ends inside a scan");
            return -1;
        }
    }
}

int cjpeg_start_pass(CJpegDecoder *decoder) {
    if (setjmp(decoder->recovery)) return -1;
    jpeg_start_output(&decoder->info, decoder->info.input_scan_number);
    return 0;
}

int cjpeg_finish_pass(CJpegDecoder *decoder) {
    if (setjmp(decoder->recovery)) return -1;
    jpeg_finish_output(&decoder->info);
    return 0;
}

int cjpeg_read_rows(CJpegDecoder *decoder, unsigned char *const *rows, int count) {
    if (setjmp(decoder->recovery)) return -1;
    int done = 0;
    while (done < count) {
        JDIMENSION read = jpeg_read_scanlines(&decoder->info, (JSAMPARRAY)(rows + done), (JDIMENSION)(count - done));
        if (read == 0) {
            snprintf(decoder->message, sizeof decoder->message, "no more rows after %d", done);
            return -1;
        }
        done += (int)read;
    }
    return 0;
}
