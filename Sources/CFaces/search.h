// What faces.cpp and faces_avx2.cpp both do with a detector, included by each with its own
// dlib (faces_avx2.cpp's renamed and built for AVX2) and in a namespace of its own
// (INSTAGRID_FACES_SPACE, unnamed inside), so that each file keeps its own copy, built as
// that file is, and named for it.
#ifndef INSTAGRID_FACES_SEARCH_H
#define INSTAGRID_FACES_SEARCH_H

#include "faces.h"

#include <algorithm>
#include <cstdio>
#include <new>
#include <sstream>
#include <string>
#include <vector>

namespace INSTAGRID_FACES_SPACE {
namespace {

void say(char *message, size_t size, const char *text) {
    if (message && size > 0) std::snprintf(message, size, "%s", text);
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

// A detector read from the bytes `dlib::serialize` wrote; nil where they hold none.
dlib::frontal_face_detector *detectorFrom(const std::string &bytes) {
    std::istringstream stream(bytes);
    auto *read = new dlib::frontal_face_detector();
    try {
        dlib::deserialize(*read, stream);
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
}

// The faces `loaded` finds in the grey picture, the surest first (see instagrid_faces_find).
void search(const dlib::frontal_face_detector &loaded, const unsigned char *grey, int width, int height, size_t stride,
            instagrid_face *faces, size_t capacity, size_t *found) {
    // One detector is not safe on two threads at once; a copy of the loaded one is (50 µs).
    dlib::frontal_face_detector searching = loaded;
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
}

}  // namespace
}  // namespace INSTAGRID_FACES_SPACE

#endif
