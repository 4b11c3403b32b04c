// dlib's frontal face detector (HOG filters for a face seen from the front and turned
// a little to either side, compiled into libdlib) behind C functions: C++ exceptions
// end here, as statuses.
#include "faces.h"

// Debian's dlib is configured to hand matrix work to LAPACK and BLAS. The detector's few
// small matrices need neither, and linking them brings OpenBLAS, which starts a thread per
// core in every process at load. config.h has no guard of its own: these two headers are
// the ones that include it, and theirs keep it from being read again below.
#include <dlib/assert.h>
#include <dlib/test_for_odr_violations.h>
#undef DLIB_USE_LAPACK
#undef DLIB_USE_BLAS

#include <dlib/image_processing/frontal_face_detector.h>
#include <dlib/revision.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <sstream>
#include <string>
#include <vector>

// The macro's value as a string literal (two steps, so the macro is expanded first).
#define INSTAGRID_TEXT(text) #text
#define INSTAGRID_TEXT_OF(macro) INSTAGRID_TEXT(macro)

namespace {

// Made once and never destroyed: a decode thread may still be searching while the process exits.
std::once_flag loading;
const dlib::frontal_face_detector *detector = nullptr;
bool loadedFromSaved = false;

void say(char *message, size_t size, const char *text) {
    if (message && size > 0) std::snprintf(message, size, "%s", text);
}

dlib::frontal_face_detector *fromSaved(const unsigned char *saved, size_t size) {
    if (!saved || size == 0) return nullptr;
    try {
        std::istringstream bytes(std::string(reinterpret_cast<const char *>(saved), size));
        auto *read = new dlib::frontal_face_detector();
        try {
            dlib::deserialize(*read, bytes);
        } catch (...) {
            delete read;
            throw;
        }
        // A file cut short can deserialise into a detector with no filters.
        if (read->num_detectors() == 0) {
            delete read;
            return nullptr;
        }
        return read;
    } catch (...) {
        return nullptr;
    }
}

// Runs `work`, which returns a status; an exception it throws ends here, as a status and its words.
template <typename Work>
instagrid_faces_status guarded(char *message, size_t message_size, Work work) {
    try {
        return work();
    } catch (const std::bad_alloc &) {
        say(message, message_size, "out of memory");
        return INSTAGRID_FACES_NO_MEMORY;
    } catch (const std::exception &error) {
        say(message, message_size, error.what());
        return INSTAGRID_FACES_FAILED;
    } catch (...) {
        say(message, message_size, "an unknown error");
        return INSTAGRID_FACES_FAILED;
    }
}

}  // namespace

extern "C" instagrid_faces_status instagrid_faces_load(const unsigned char *saved, size_t saved_size, int *from_saved,
                                                       char *message, size_t message_size) {
    instagrid_faces_status status = guarded(message, message_size, [&] {
        std::call_once(loading, [&] {
            if (auto *read = fromSaved(saved, saved_size)) {
                detector = read;
                loadedFromSaved = true;
            } else {
                detector = new dlib::frontal_face_detector(dlib::get_frontal_face_detector());
            }
        });
        return INSTAGRID_FACES_OK;
    });
    if (status == INSTAGRID_FACES_OK && from_saved) *from_saved = loadedFromSaved;
    return status;
}

extern "C" instagrid_faces_status instagrid_faces_save(unsigned char **bytes, size_t *size, char *message, size_t message_size) {
    if (!bytes || !size) {
        say(message, message_size, "nowhere to save to");
        return INSTAGRID_FACES_BAD_PICTURE;
    }
    *bytes = nullptr;
    *size = 0;
    instagrid_faces_status status = instagrid_faces_load(nullptr, 0, nullptr, message, message_size);
    if (status != INSTAGRID_FACES_OK) return status;
    return guarded(message, message_size, [&] {
        std::ostringstream out;
        dlib::serialize(*detector, out);
        const std::string written = out.str();
        *bytes = static_cast<unsigned char *>(std::malloc(written.size()));
        if (!*bytes) throw std::bad_alloc();
        std::memcpy(*bytes, written.data(), written.size());
        *size = written.size();
        return INSTAGRID_FACES_OK;
    });
}

extern "C" void instagrid_faces_free(unsigned char *bytes) { std::free(bytes); }

extern "C" const char *instagrid_faces_version(void) {
    return INSTAGRID_TEXT_OF(DLIB_MAJOR_VERSION) "." INSTAGRID_TEXT_OF(DLIB_MINOR_VERSION) "." INSTAGRID_TEXT_OF(DLIB_PATCH_VERSION);
}

extern "C" instagrid_faces_status instagrid_faces_find(const unsigned char *grey, int width, int height, size_t stride,
                                                       instagrid_face *faces, size_t capacity, size_t *found,
                                                       char *message, size_t message_size) {
    if (found) *found = 0;
    if (!grey || width <= 0 || height <= 0 || stride < static_cast<size_t>(width) || !found || (capacity > 0 && !faces)) {
        say(message, message_size, "no picture to look at");
        return INSTAGRID_FACES_BAD_PICTURE;
    }
    instagrid_faces_status status = instagrid_faces_load(nullptr, 0, nullptr, message, message_size);
    if (status != INSTAGRID_FACES_OK) return status;
    return guarded(message, message_size, [&] {
        // One detector is not safe on two threads at once; a copy of the loaded one is (50 µs).
        dlib::frontal_face_detector searching = *detector;
        dlib::array2d<unsigned char> picture(height, width);
        for (int row = 0; row < height; row++) {
            std::copy(grey + row * stride, grey + row * stride + width, &picture[row][0]);
        }
        std::vector<dlib::rect_detection> detections;
        searching(picture, detections);
        std::sort(detections.begin(), detections.end(),
                  [](const dlib::rect_detection &a, const dlib::rect_detection &b) { return a.detection_confidence > b.detection_confidence; });
        *found = detections.size();
        for (size_t index = 0; index < std::min(capacity, detections.size()); index++) {
            const dlib::rectangle &box = detections[index].rect;
            faces[index] = instagrid_face{double(box.left()), double(box.top()), double(box.width()), double(box.height()),
                                          detections[index].detection_confidence};
        }
        return INSTAGRID_FACES_OK;
    });
}
