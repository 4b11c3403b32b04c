// The search of faces_avx2.cpp, for faces.cpp: plain types only, as the two files' dlibs
// are of different namespaces.
#ifndef INSTAGRID_FACES_AVX2_H
#define INSTAGRID_FACES_AVX2_H

#include "faces.h"

#include <string>

namespace instagrid_faces_avx2 {

// Whether this processor runs the AVX2 search (AVX2 and FMA; never off x86-64).
bool usable();

// Reads the detector faces.cpp loaded, as `dlib::serialize` wrote it; once a process.
instagrid_faces_status load(const std::string &detector, char *message, size_t message_size);

// instagrid_faces_find's search, once `load` succeeded.
instagrid_faces_status find(const unsigned char *grey, int width, int height, size_t stride,
                            instagrid_face *faces, size_t capacity, size_t *found, char *message, size_t message_size);

}  // namespace instagrid_faces_avx2

#endif
